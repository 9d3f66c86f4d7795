/** Names and schools of generated people. */
export const FIRST_NAMES =
  'Ada Bilal Chiara Diego Emi Farah Gabriel Hana Ivan Jia Kofi Lena Mateo Nadia Omar Priya Quinn Rosa Sami Tara Umar Vera Wei Ximena Yusuf Zoe Aarav Beatriz Chen Daniela Elias Fatima Grace Hiro Isla Jonas Kai Leila Marco Noor Olivia Pablo Ravi Sofia Theo Uma Victor Wen Yara Zain'.split(
    ' ',
  );
export const LAST_NAMES =
  'Park Rahman Conti Alvarez Tanaka Haddad Silva Kim Petrov Li Mensah Fischer Rossi Khan Nguyen Patel Murphy Garcia Okafor Singh Cohen Novak Zhang Lopez Yilmaz Dubois Sharma Costa Wang Moreno Berg Ali Brown Sato Walsh Schmidt Chen Nasser Bianchi Osei Martin Herrera Iyer Kowalski Andersen Ortiz Wu Hughes Reyes Lindqvist'.split(
    ' ',
  );
export const SCHOOLS = [
  'Stanford University',
  'MIT',
  'UC Berkeley',
  'Carnegie Mellon University',
  'University of Washington',
  'Georgia Tech',
  'University of Toronto',
  'ETH Zurich',
  'University of Cambridge',
  'University of Oxford',
  'IIT Bombay',
  'Tsinghua University',
  'University of Waterloo',
  'UCLA',
  'University of Michigan',
  'Cornell University',
  'Harvard University',
  'Princeton University',
  'NYU',
  'UT Austin',
  'EPFL',
  'National University of Singapore',
];

/** Headlines that claim a field by keywords alone (the profile may show nothing of it). */
export const KEYWORD_HEADLINES = [
  'AI | LLMs | Inference | Startups',
  'Machine Learning • LLMs • GenAI • Computer Vision',
  'ML | NLP | LLM | RAG | Agents',
  'Generative AI enthusiast | LLM | Deep Learning',
  'Rust | Systems | Distributed Systems | Web3',
  'Founder mindset | AI | Computer Vision | Growth',
  'Staff-level engineer | Distributed training | LLMs',
];
