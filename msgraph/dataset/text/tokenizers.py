"""``ds.text`` tokenizers and string transforms of MindSpore 2.10: UnicodeCharTokenizer, WhitespaceTokenizer,
UnicodeScriptTokenizer, RegexTokenizer, RegexReplace, CaseFold, NormalizeUTF8, BasicTokenizer, WordpieceTokenizer,
BertTokenizer, PythonTokenizer, FilterWikipediaXML.

MindSpore runs these on ICU; here the ``regex`` module reads the same ICU-style patterns (``\\p{Han}``,
``\\x{4E00}``).  Tokens come out as a 1-D str array; ``with_offsets=True`` adds the tokens' start and end as UTF-8
byte offsets (uint32 arrays), as MindSpore's three output columns token/offsets_start/offsets_limit.  A text with no
token gives one empty token at offsets [0, 0]."""
from __future__ import annotations

import functools
import unicodedata
from typing import Any, Callable, List, Optional, Sequence, Tuple

import numpy as np
import regex

from ..core.pipeline import PipelineError
from .transforms import TextTensorOperation
from .utils import NormalizeForm
from .vocab import Vocab

_UINT32_MAX = 4294967295
Span = Tuple[str, int, int]   # a token and its start/end in bytes


def _bool_arg(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"Wrong input type for {name}, should be boolean.")
    return value


def _str_arg(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"Wrong input type for {name}, should be string.")
    return value


def _scalar_text(op: str, x: np.ndarray) -> str:
    if x.dtype.kind != "U" or x.ndim != 0:   # bytes are refused too, as MindSpore
        raise PipelineError(f"{op}Op: the input shape should be scalar and the input datatype should be string.")
    return str(x.item())


def _byte_spans(s: str, spans: Sequence[Tuple[int, int]]) -> List[Span]:
    """Character spans of ``s`` as (token, byte start, byte end)."""
    offsets = [0]
    for ch in s:
        offsets.append(offsets[-1] + len(ch.encode()))
    return [(s[a:b], offsets[a], offsets[b]) for a, b in spans]


def _tokens_out(spans: List[Span], with_offsets: bool, offsets: Optional[List[Tuple[int, int]]] = None) -> Any:
    """The token array, with the uint32 start and end arrays (``offsets``, by default those of ``spans``)."""
    if not spans:
        spans, offsets = [("", 0, 0)], offsets or None
    tokens = np.array([t for t, _, _ in spans], dtype=np.str_)
    if not with_offsets:
        return tokens
    offsets = [(a, b) for _, a, b in spans] if offsets is None else offsets
    return (tokens, np.array([a for a, _ in offsets], dtype=np.uint32),
            np.array([b for _, b in offsets], dtype=np.uint32))


class _Tokenizer(TextTensorOperation):
    """A tokenizer of one scalar string: ``_split(text)`` gives its (token, byte start, byte end) spans."""

    with_offsets = False

    def _split(self, s: str) -> List[Span]:
        raise NotImplementedError

    def _apply(self, x: np.ndarray) -> Any:
        return _tokens_out(self._split(_scalar_text(type(self).__name__, x)), self.with_offsets)


class UnicodeCharTokenizer(_Tokenizer):
    """One token per Unicode character."""

    def __init__(self, with_offsets: bool = False) -> None:
        self.with_offsets = _bool_arg("with_offsets", with_offsets)

    def _split(self, s: str) -> List[Span]:
        return _byte_spans(s, [(i, i + 1) for i in range(len(s))])


def _regex_spans(s: str, delim: Any, keep: Any) -> List[Tuple[int, int]]:
    """The pieces of ``s`` between matches of ``delim``; a match is a token too when ``keep`` matches all of it."""
    spans, pos = [], 0
    for m in delim.finditer(s):
        a, b = m.span()
        if a == b:
            continue
        if a > pos:
            spans.append((pos, a))
        if keep is not None and keep.fullmatch(m.group()):
            spans.append((a, b))
        pos = b
    if pos < len(s):
        spans.append((pos, len(s)))
    return spans


_ICU_HEX = regex.compile(r"(?<!\\)((?:\\\\)*)\\x\{([0-9A-Fa-f]{1,8})\}")


def _compile(pattern: str, op: str = "RegexReplace") -> Any:
    """An ICU pattern compiled by ``regex`` (ICU's \\x{hhhh} written as \\Uhhhhhhhh), MindSpore's RuntimeError for
    a bad one."""
    try:
        return regex.compile(_ICU_HEX.sub(lambda m: m.group(1) + "\\U%08X" % int(m.group(2), 16), pattern))
    except regex.error as exc:
        raise PipelineError(f"{op}: create icu RegexMatcher failed, you may input one error pattern.") from None


class RegexTokenizer(_Tokenizer):
    """Text split at the matches of ``delim_pattern``; a delimiter that ``keep_delim_pattern`` matches whole is kept
    as a token."""

    def __init__(self, delim_pattern: str, keep_delim_pattern: str = "", with_offsets: bool = False) -> None:
        if delim_pattern is None:
            raise ValueError("delim_pattern is not provided.")
        self.delim_pattern = _str_arg("delim_pattern", delim_pattern)
        self.keep_delim_pattern = _str_arg("keep_delim_pattern", keep_delim_pattern)
        self.with_offsets = _bool_arg("with_offsets", with_offsets)

    @functools.cached_property
    def _patterns(self) -> Tuple[Any, Any]:
        keep = _compile(self.keep_delim_pattern, "RegexTokenizer") if self.keep_delim_pattern else None
        return _compile(self.delim_pattern, "RegexTokenizer"), keep

    def _split(self, s: str) -> List[Span]:
        return _byte_spans(s, _regex_spans(s, *self._patterns))


_WHITESPACE = regex.compile(r"\s+")


class WhitespaceTokenizer(_Tokenizer):
    """Text split at runs of Unicode white space (kept as tokens with ``keep_whitespace``)."""

    def __init__(self, with_offsets: bool = False) -> None:
        self.with_offsets = _bool_arg("with_offsets", with_offsets)

    def _split(self, s: str) -> List[Span]:
        return _byte_spans(s, _regex_spans(s, _WHITESPACE, None))


def _script_names() -> List[str]:
    try:   # every script the regex module knows (its property table), most common first
        from regex import _regex_core

        names = _regex_core.PROPERTIES["SCRIPT"][1]
        seen, ordered = set(), []
        for name, value in sorted(names.items(), key=lambda kv: kv[1]):
            if value not in seen:
                seen.add(value)
                ordered.append(name)
        return ordered
    except (ImportError, KeyError, AttributeError, IndexError, TypeError):
        return ["COMMON", "LATIN", "INHERITED", "GREEK", "CYRILLIC", "ARABIC", "HAN", "HIRAGANA", "KATAKANA",
                "HANGUL", "THAI", "DEVANAGARI", "HEBREW"]


@functools.lru_cache(maxsize=None)
def _script_patterns() -> List[Tuple[str, Any]]:
    return [(n, regex.compile(r"\p{Script=" + n + "}")) for n in _script_names()]


@functools.lru_cache(maxsize=65536)
def _script(ch: str) -> str:
    for name, pattern in _script_patterns():
        if pattern.match(ch):
            return name
    return "UNKNOWN"


class UnicodeScriptTokenizer(_Tokenizer):
    """Text split where the Unicode script changes (white space runs are tokens of their own, dropped unless
    ``keep_whitespace``)."""

    def __init__(self, keep_whitespace: bool = False, with_offsets: bool = False) -> None:
        self.keep_whitespace = _bool_arg("keep_whitespace", keep_whitespace)
        self.with_offsets = _bool_arg("with_offsets", with_offsets)

    def _split(self, s: str) -> List[Span]:
        spans: List[Tuple[int, int]] = []
        start, key = 0, None
        for i, ch in enumerate(s):
            space = ch.isspace()
            this = (space, None if space else _script(ch))
            if key is not None and this != key:
                if self.keep_whitespace or not key[0]:
                    spans.append((start, i))
                start = i
            key = this
        if key is not None and (self.keep_whitespace or not key[0]):
            spans.append((start, len(s)))
        return _byte_spans(s, spans)


class _StringMap(TextTensorOperation):
    """A transform of every string of an array of any shape."""

    _not_string = "input is not string datatype."
    _error_name = ""

    def _map(self, s: str) -> str:
        raise NotImplementedError

    def _apply(self, x: np.ndarray) -> np.ndarray:
        if x.dtype.kind != "U":
            raise PipelineError(f"{self._error_name or type(self).__name__}: {self._not_string}")
        out = [self._map(t) for t in x.reshape(-1).tolist()]
        return np.array(out, dtype=np.str_).reshape(x.shape)


_IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}")


def _nfkc_casefold(s: str) -> str:
    """ICU's NFKC_Casefold: case folding ("ß" -> "ss") with compatibility forms folded ("！" -> "!") and default
    ignorable characters (zero-width space ...) removed."""
    folded = unicodedata.normalize("NFKC", _IGNORABLE.sub("", unicodedata.normalize("NFKC", s)).casefold())
    return _IGNORABLE.sub("", folded)


class CaseFold(_StringMap):
    """Unicode NFKC case folding (see :func:`_nfkc_casefold`)."""

    def _map(self, s: str) -> str:
        return _nfkc_casefold(s)


_FORMS = {NormalizeForm.NFC: "NFC", NormalizeForm.NFKC: "NFKC", NormalizeForm.NFD: "NFD", NormalizeForm.NFKD: "NFKD"}


def _normalize(form: NormalizeForm, s: str) -> str:
    return unicodedata.normalize(_FORMS[form], s) if form in _FORMS else s


class NormalizeUTF8(_StringMap):
    """Unicode normalization of every string (``NormalizeForm.NONE`` leaves them as they are)."""

    def __init__(self, normalize_form: NormalizeForm = NormalizeForm.NFKC) -> None:
        if not isinstance(normalize_form, NormalizeForm):
            raise TypeError("Wrong input type for normalization_form, should be enum of 'NormalizeForm'.")
        self.normalize_form = normalize_form

    def _map(self, s: str) -> str:
        return _normalize(self.normalize_form, s)


_GROUP_REF = regex.compile(r"\$(\d+)|\\(.)")


def _python_replacement(replace: str) -> str:
    """An ICU replacement string ($1 for group 1, backslash escapes) in Python's \\g<1> syntax."""
    out, pos = [], 0
    for m in _GROUP_REF.finditer(replace):
        out.append(replace[pos:m.start()].replace("\\", "\\\\"))
        out.append(r"\g<" + m.group(1) + ">" if m.group(1) is not None else m.group(2).replace("\\", "\\\\"))
        pos = m.end()
    out.append(replace[pos:].replace("\\", "\\\\"))
    return "".join(out)


class RegexReplace(_StringMap):
    """Matches of ``pattern`` replaced by ``replace`` (every match, or the first with ``replace_all=False``)."""

    def __init__(self, pattern: str, replace: str, replace_all: bool = True) -> None:
        for name, value, kind in (("pattern", pattern, str), ("replace", replace, str),
                                  ("replace_all", replace_all, bool)):
            if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
                raise TypeError(f"Argument {name} with value {value} is not of type [{kind}], but got "
                                f"{type(value)}.")
        self.pattern, self.replace, self.replace_all = pattern, replace, replace_all

    @functools.cached_property
    def _compiled(self) -> Any:
        return _compile(self.pattern), _python_replacement(self.replace)

    def _map(self, s: str) -> str:
        pattern, repl = self._compiled
        return pattern.sub(repl, s, count=0 if self.replace_all else 1)


_UNUSED = r"\[CLS\]|\[SEP\]|\[UNK\]|\[PAD\]|\[MASK\]|\[unused\d+\]"
_COMMON = (r"[!-/]|[:-@]|[\[-`]|[{-~]|[\p{P}]|[\x{4E00}-\x{9FFF}]|[\x{3400}-\x{4DBF}]|[\x{20000}-\x{2A6DF}]"
           r"|[\x{2A700}-\x{2B73F}]|[\x{2B740}-\x{2B81F}]|[\x{2B820}-\x{2CEAF}]|[\x{F900}-\x{FAFF}]"
           r"|[\x{2F800}-\x{2FA1F}]")
_CONTROL = regex.compile(r"\p{Cc}|\p{Cf}")
_ACCENT = regex.compile(r"\p{Mn}")
_SPECIAL_WORD = regex.compile(r"\[CLS\]|\[SEP\]|\[UNK\]|\[PAD\]|\[MASK\]")


class _BasicSplitter:
    """BERT's basic tokenization: case folding with accents stripped (``lower_case``) or a normalization, control
    characters as spaces, then a split at white space, punctuation and CJK ideographs (each its own token)."""

    def __init__(self, lower_case: bool, keep_whitespace: bool, normalization_form: NormalizeForm,
                 preserve_unused_token: bool) -> None:
        self.lower_case, self.normalization_form = lower_case, normalization_form
        self.preserve_unused_token = preserve_unused_token
        unused = _UNUSED + "|" if preserve_unused_token else ""
        self.delim = _compile(unused + r"\s+|" + _COMMON)
        self.keep = _compile(unused + (r"\s+|" if keep_whitespace else "") + _COMMON)

    def _fold(self, s: str) -> str:
        if not self.preserve_unused_token:
            return _nfkc_casefold(s)
        # MindSpore 2.10 keeps [CLS]/[SEP]/[UNK]/[PAD]/[MASK] as they are but, before each of them and after the
        # last, writes the folded text from the START of the line again ("[CLS] AB" -> "[CLS][cls] ab"): its
        # tokens and offsets, reproduced
        out, end = [], 0
        for m in _SPECIAL_WORD.finditer(s):
            out.append(_nfkc_casefold(s[:m.start()]))
            out.append(m.group())
            end = m.end()
        if end < len(s) or not out:
            out.append(_nfkc_casefold(s))
        return "".join(out)

    def split(self, s: str) -> List[Span]:
        if self.lower_case:
            s = _ACCENT.sub("", unicodedata.normalize("NFD", self._fold(s)))
        else:
            s = _normalize(self.normalization_form, s)
        s = _CONTROL.sub(" ", s)
        return _byte_spans(s, _regex_spans(s, self.delim, self.keep))


def _basic_input(x: np.ndarray) -> str:
    if x.ndim != 0:
        raise PipelineError(f"BasicTokenizer: the input should be a scalar, but got a tensor with rank: {x.ndim}")
    if x.dtype.kind != "U":
        raise PipelineError("BasicTokenizer: the input should be of type string.")
    return str(x.item())


def _check_normalization(value: Any) -> NormalizeForm:
    if not isinstance(value, NormalizeForm):
        raise TypeError("Wrong input type for normalization_form, should be enum of 'NormalizeForm'.")
    return value


class BasicTokenizer(_Tokenizer):
    """BERT's basic tokenizer (see :class:`_BasicSplitter`)."""

    def __init__(self, lower_case: bool = False, keep_whitespace: bool = False,
                 normalization_form: NormalizeForm = NormalizeForm.NONE, preserve_unused_token: bool = True,
                 with_offsets: bool = False) -> None:
        _bool_arg("lower_case", lower_case)
        _bool_arg("keep_whitespace", keep_whitespace)
        _bool_arg("preserve_unused_token", preserve_unused_token)
        self.with_offsets = _bool_arg("with_offsets", with_offsets)
        self._basic = _BasicSplitter(lower_case, keep_whitespace, _check_normalization(normalization_form),
                                     preserve_unused_token)

    def _apply(self, x: np.ndarray) -> Any:
        return _tokens_out(self._split(_basic_input(x)), self.with_offsets)

    def _split(self, s: str) -> List[Span]:
        return self._basic.split(s)


def _check_uint32(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'int'>], but got {type(value)}.")
    if not 0 <= value <= _UINT32_MAX:
        raise ValueError(f"Input is not within the required interval of [0, {_UINT32_MAX}].")
    return value


class _Wordpiece:
    """Greedy longest-match-first splitting of a word into vocabulary pieces (later pieces carry
    ``suffix_indicator``); a word with no split, or longer than ``max_bytes_per_token`` bytes, is
    ``unknown_token`` (the word itself when that is empty)."""

    def __init__(self, vocab: Any, suffix_indicator: str, max_bytes_per_token: int, unknown_token: str) -> None:
        if vocab is None:
            raise ValueError("vocab is not provided.")
        if not isinstance(vocab, Vocab):
            raise TypeError("Wrong input type for vocab, should be text.Vocab object.")
        self.table = vocab.c_vocab or {}
        self.suffix = _str_arg("suffix_indicator", suffix_indicator)
        self.unknown = _str_arg("unknown_token", unknown_token)
        self.max_bytes = max_bytes_per_token

    def split(self, word: str, start: int) -> Tuple[List[Span], List[Tuple[int, int]]]:
        """The pieces of ``word`` (at byte ``start``) and their offsets.  The offsets can be more than the pieces:
        for a word that fails part way, MindSpore 2.10 keeps the offsets of the pieces matched before the failure
        next to the unknown token's (reproduced: offsets_start/limit are then longer than the tokens)."""
        size = len(word.encode())
        if size > self.max_bytes:
            token = self.unknown or word
            return [(token, start, start + len(token.encode()))], [(start, start + len(token.encode()))]
        pieces, pos = [], 0
        while pos < len(word):
            end = len(word)
            while end > pos:
                piece = word[pos:end] if pos == 0 else self.suffix + word[pos:end]
                if piece in self.table:
                    break
                end -= 1
            if end == pos:
                break
            pieces.append((piece, pos, end))
            pos = end
        spans = _byte_spans(word, [(a, b) for _, a, b in pieces])
        offsets = [(start + a, start + b) for _, a, b in spans]
        if pos < len(word):
            return [(self.unknown or word, start, start + size)], offsets + [(start, start + size)]
        return [(p, a, b) for (p, _, _), (a, b) in zip(pieces, offsets)], offsets


    def tokenize(self, words: List[Tuple[str, int]], with_offsets: bool) -> Any:
        """The output columns for ``words`` (word, byte start)."""
        spans: List[Span] = []
        offsets: List[Tuple[int, int]] = []
        for word, start in words:
            pieces, where = self.split(word, start)
            spans.extend(pieces)
            offsets.extend(where)
        return _tokens_out(spans, with_offsets, offsets)


class WordpieceTokenizer(TextTensorOperation):
    """Each word of a string array split into vocabulary pieces; offsets are byte offsets within each word."""

    def __init__(self, vocab: Any, suffix_indicator: str = "##", max_bytes_per_token: int = 100,
                 unknown_token: str = "[UNK]", with_offsets: bool = False) -> None:
        if vocab is None:
            raise ValueError("vocab is not provided.")
        if not isinstance(vocab, Vocab):
            raise TypeError("Wrong input type for vocab, should be text.Vocab object.")
        _str_arg("suffix_indicator", suffix_indicator)
        _str_arg("unknown_token", unknown_token)
        self.with_offsets = _bool_arg("with_offsets", with_offsets)
        self._pieces = _Wordpiece(vocab, suffix_indicator, _check_uint32("max_bytes_per_token", max_bytes_per_token),
                                  unknown_token)

    def _apply(self, x: np.ndarray) -> Any:
        if x.dtype.kind != "U" or x.ndim > 1:
            raise PipelineError("WordpieceTokenizer: The input shape should be 1D scalar the input datatype should be "
                                "string.")
        return self._pieces.tokenize([(word, 0) for word in x.reshape(-1).tolist()], self.with_offsets)


class BertTokenizer(_Tokenizer):
    """BasicTokenizer then WordpieceTokenizer; offsets are byte offsets in the (normalized) text."""

    def __init__(self, vocab: Any, suffix_indicator: str = "##", max_bytes_per_token: int = 100,
                 unknown_token: str = "[UNK]", lower_case: bool = False, keep_whitespace: bool = False,
                 normalization_form: NormalizeForm = NormalizeForm.NONE, preserve_unused_token: bool = True,
                 with_offsets: bool = False) -> None:
        if vocab is None:
            raise ValueError("vacab is not provided.")
        if not isinstance(vocab, Vocab):
            raise TypeError("Wrong input type for vocab, should be text.Vocab object.")
        _str_arg("suffix_indicator", suffix_indicator)
        if isinstance(max_bytes_per_token, bool) or not isinstance(max_bytes_per_token, int):
            raise TypeError("Wrong input type for max_bytes_per_token, should be int.")
        _check_uint32("max_bytes_per_token", max_bytes_per_token)
        _str_arg("unknown_token", unknown_token)
        for name, value in (("lower_case", lower_case), ("keep_whitespace", keep_whitespace),
                            ("preserve_unused_token", preserve_unused_token), ("with_offsets", with_offsets)):
            _bool_arg(name, value)
        self.with_offsets = with_offsets
        self._basic = _BasicSplitter(lower_case, keep_whitespace, _check_normalization(normalization_form),
                                     preserve_unused_token)
        self._pieces = _Wordpiece(vocab, suffix_indicator, max_bytes_per_token, unknown_token)

    def _apply(self, x: np.ndarray) -> Any:
        words = [(word, start) for word, start, _ in self._basic.split(_basic_input(x))]
        return self._pieces.tokenize(words, self.with_offsets)


class PythonTokenizer:
    """A user function ``str -> list of str`` applied to each string of an array."""

    def __init__(self, tokenizer: Callable[[str], List[str]]) -> None:
        if not callable(tokenizer):
            raise TypeError("tokenizer is not a callable Python function.")
        self.pyfunc = tokenizer
        self.random = False

    def __call__(self, in_array: Any) -> np.ndarray:
        if not isinstance(in_array, np.ndarray):
            raise TypeError(f"input should be a NumPy array. Got {type(in_array)}.")
        if in_array.dtype.kind == "S":
            in_array = np.char.decode(in_array, "utf8")
        try:
            rows = [np.array(self.pyfunc(s), dtype=np.str_) for s in in_array.reshape(-1).tolist()]
            if in_array.ndim == 0:
                return rows[0]
            return np.stack(rows).reshape(in_array.shape + rows[0].shape[-1:]) if rows else \
                np.empty(in_array.shape + (0,), np.str_)
        except Exception as exc:
            raise RuntimeError(f"Error occurred in Pyfunc [{getattr(self.pyfunc, '__name__', self.pyfunc)}], error "
                               f"message: {exc}") from exc


_WIKI_MARKUP = [
    # What MindSpore 2.10's filter does, measured: of the fastText wikifil.pl rules it lists, those written with a
    # backslash (the link, image, category, template and url rules, |thumb, |left, |NNpx, the <ref> rule, the
    # brackets) change nothing -- their text and separators become spaces with every other non-letter; an entity
    # becomes a space and a tag is removed by the greedy <.*> (line by line, from the first < to the last >).
    (r"&[^;]*;", " "),
    (r"<.*>", ""),
]


class FilterWikipediaXML(_StringMap):
    """Wikipedia XML dump text reduced to lowercase letters and single spaces (digits spelled out), as the
    fastText/MindSpore filter does."""

    _error_name, _not_string = "RegexReplace", "input is not of type string."   # MindSpore's inner step
    _DIGITS = {"0": " zero ", "1": " one ", "2": " two ", "3": " three ", "4": " four ", "5": " five ",
               "6": " six ", "7": " seven ", "8": " eight ", "9": " nine "}

    @functools.cached_property
    def _rules(self) -> List[Tuple[Any, str]]:
        return [(regex.compile(p), _python_replacement(r)) for p, r in _WIKI_MARKUP]

    def _map(self, s: str) -> str:
        s = s.lower()
        if s.startswith("#redirect"):       # a redirect page's text is dropped
            return ""
        for pattern, repl in self._rules:
            s = pattern.sub(repl, s)
        s = "".join(self._DIGITS.get(c, c) for c in s)
        s = regex.sub(r"[^a-z]", " ", s)
        return regex.sub(r" +", " ", s).strip(" ") if s.strip(" ") else ""


__all__ = ["BasicTokenizer", "BertTokenizer", "CaseFold", "FilterWikipediaXML", "NormalizeUTF8", "PythonTokenizer",
           "RegexReplace", "RegexTokenizer", "UnicodeCharTokenizer", "UnicodeScriptTokenizer", "WhitespaceTokenizer"]
