"""``mindspore.dataset.text``: text transforms (see :mod:`.transforms`)."""
from . import transforms  # noqa: F401
from .transforms import (  # noqa: F401
    AddToken, Ngram, SlidingWindow, ToNumber, Truncate, TruncateSequencePair,
)
from .vocab import Lookup, Vocab  # noqa: F401
from . import utils  # noqa: F401,E402
from .tokenizers import (  # noqa: F401,E402
    BasicTokenizer, BertTokenizer, CaseFold, FilterWikipediaXML, NormalizeUTF8, PythonTokenizer, RegexReplace,
    RegexTokenizer, UnicodeCharTokenizer, UnicodeScriptTokenizer, WhitespaceTokenizer, WordpieceTokenizer,
)
from .utils import (  # noqa: F401,E402
    JiebaMode, NormalizeForm, SentencePieceModel, SPieceTokenizerLoadType, SPieceTokenizerOutType, to_bytes, to_str,
)
from .vectors import CharNGram, FastText, GloVe, ToVectors, Vectors  # noqa: F401,E402
