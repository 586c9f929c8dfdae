"""``text.Vocab`` (token <-> id tables built from a list, dict, file or dataset) and ``text.Lookup``, as
MindSpore 2.10's: the same ids, argument checks, and RuntimeErrors of its C++ Vocab/LookupOp."""
from __future__ import annotations

from collections import Counter
from typing import Any, Dict, List, Optional

import numpy as np

from ..core.pipeline import PipelineError
from ..transforms.transforms import dtype_arg
from .transforms import TextTensorOperation

_INT32_MAX = 2147483647

__all__ = ["Vocab", "Lookup"]


def _type_list(name: str, value: Any, kinds: tuple) -> None:
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        raise TypeError(f"Argument {name} with value {value} is not of type {list(kinds)}, but got {type(value)}.")


def _in_range(name: str, value: int) -> None:
    if value < 0 or value > _INT32_MAX:
        raise ValueError(f"Input {name} is not within the required interval of [0, {_INT32_MAX}].")


def _unique_words(words: Any, name: str) -> set:
    _type_list(name, words, (list,))
    seen = set()
    for w in words:
        _type_list(name, w, (str,))
        if w in seen:
            raise ValueError(f"{name} contains duplicate word: {w}.")
        seen.add(w)
    return seen


def _positive(name: str, value: Any) -> None:
    _type_list(name, value, (int,))
    if value <= 0:
        raise ValueError(f"Input {name} must be greater than 0.")


def _with_specials(words: List[str], special_tokens: Optional[List[str]], special_first: bool) -> Dict[str, int]:
    specials = list(special_tokens or [])
    ordered = specials + words if special_first else words + specials
    return {w: i for i, w in enumerate(ordered)}


def _text(t: Any) -> str:
    return t.decode() if isinstance(t, bytes) else str(t)


class Vocab:
    """A token -> id table (``Vocab.from_list/from_dict/from_file/from_dataset``)."""

    def __init__(self) -> None:
        self.c_vocab: Optional[Dict[str, int]] = None
        self._specials_last: List[str] = []

    @classmethod
    def _of(cls, table: Dict[str, int]) -> "Vocab":
        vocab = cls()
        vocab.c_vocab = table
        return vocab

    @classmethod
    def from_dataset(cls, dataset: Any, columns: Any = None, freq_range: Any = None, top_k: Any = None,
                     special_tokens: Any = None, special_first: bool = True) -> "Vocab":
        """Tokens of ``columns`` by descending frequency (ties in string order), within ``freq_range``, the
        ``top_k`` most frequent; ``special_tokens`` before or after them."""
        if columns is not None and not isinstance(columns, list):
            columns = [columns]
            for i, c in enumerate(columns):
                _type_list(f"col[{i}]", c, (str,))
        lo, hi = 0, None
        if freq_range is not None:
            _type_list("freq_range", freq_range, (tuple,))
            if len(freq_range) != 2:
                raise ValueError("freq_range needs to be a tuple of 2 element.")
            for num in freq_range:
                if num is not None and not isinstance(num, int):
                    raise ValueError("freq_range needs to be either None or a tuple of 2 integers or an int and a "
                                     "None.")
            if isinstance(freq_range[0], int) and isinstance(freq_range[1], int):
                if freq_range[0] > freq_range[1] or freq_range[0] < 0:
                    raise ValueError("frequency range [a,b] should be 0 <= a <= b (a,b are inclusive).")
            lo = freq_range[0] if freq_range[0] is not None else 0
            hi = freq_range[1]
        _type_list("top_k", top_k, (int, type(None)))
        if isinstance(top_k, int):
            _positive("top_k", top_k)
        _type_list("special_first", special_first, (bool,))
        if special_tokens is not None:
            _unique_words(special_tokens, "special_tokens")
        names = dataset.get_col_names()
        for c in columns or []:
            if c not in names:
                raise PipelineError(f"Invalid column name, column name: {c} does not exist, check existed column "
                                    "with dataset API 'get_col_names'")
        counts: Counter = Counter()
        for row in dataset.create_dict_iterator(num_epochs=1, output_numpy=True):
            for c in (columns or names):
                arr = np.asarray(row[c])
                if arr.dtype.kind not in "US":
                    raise PipelineError("Invalid datatype, 'build_vocab' only supports string type of input, but got "
                                        f"numeric type: {arr.dtype.name}")
                counts.update(_text(t) for t in arr.reshape(-1).tolist())
        words = sorted((w for w, n in counts.items() if n >= lo and (hi is None or n <= hi)),
                       key=lambda w: (-counts[w], w))
        if top_k is not None:
            words = words[:top_k]
        if special_tokens and set(special_tokens) & set(words):
            words = [w for w in words if w not in special_tokens]
        return cls._of(_with_specials(words, special_tokens, special_first))

    @classmethod
    def from_list(cls, word_list: Any, special_tokens: Any = None, special_first: bool = True) -> "Vocab":
        """Ids in list order; ``special_tokens`` before (``special_first``) or after the words."""
        word_set = _unique_words(word_list, "word_list")
        if special_tokens is not None:
            intersect = word_set.intersection(_unique_words(special_tokens, "special_tokens"))
            if intersect:
                raise ValueError("special_tokens and word_list contain duplicate word :" + str(intersect) + ".")
        _type_list("special_first", special_first, (bool,))
        vocab = cls._of(_with_specials(list(word_list), special_tokens, special_first))
        vocab._specials_last = list(special_tokens or [])
        return vocab

    @classmethod
    def from_file(cls, file_path: Any, delimiter: Any = "", vocab_size: Any = None, special_tokens: Any = None,
                  special_first: bool = True) -> "Vocab":
        """One word a line (the text before ``delimiter``), the first ``vocab_size`` lines."""
        if special_tokens is not None:
            _unique_words(special_tokens, "special_tokens")
        for name, value in (("file_path", file_path), ("delimiter", delimiter)):
            _type_list(name, value, (str,))
        if vocab_size is not None:
            _positive("vocab_size", vocab_size)
        _type_list(str(special_first), special_first, (bool,))
        try:
            with open(file_path, encoding="utf-8") as f:
                lines = f.read().split("\n")
        except OSError:
            raise RuntimeError(f"Get real path failed, path={file_path}") from None
        if lines and lines[-1] == "":
            lines.pop()
        words: List[str] = []
        seen = set()
        specials = set(special_tokens or [])
        for line in lines:
            if vocab_size is not None and len(words) >= vocab_size:
                break
            word = line.split(delimiter, 1)[0] if delimiter else line
            if word in seen:
                raise RuntimeError(f"from_file: word_list contains duplicate word:{word}")
            if word in specials:
                raise RuntimeError(f"from_file: special_tokens and word_list contain duplicate word:{word}")
            seen.add(word)
            words.append(word)
        return cls._of(_with_specials(words, special_tokens, special_first))

    @classmethod
    def from_dict(cls, word_dict: Any) -> "Vocab":
        """The given word -> id mapping."""
        _type_list("word_dict", word_dict, (dict,))
        for word, word_id in word_dict.items():
            _type_list("word", word, (str,))
            _type_list("word_id", word_id, (int,))
            _in_range("word_id", word_id)
        return cls._of(dict(word_dict))

    def _table(self) -> Dict[str, int]:
        if not isinstance(self.c_vocab, dict):
            raise RuntimeError(f"The Vocab has not built yet, got type {type(self.c_vocab)}. Use Vocab.from_dataset(),"
                               " Vocab.from_list(), Vocab.from_file() or Vocab.from_dict() to build a Vocab.")
        return self.c_vocab

    def vocab(self) -> Dict[str, int]:
        """The word -> id dict, listed last-built first (as MindSpore's C++ hash map mostly lists it; from_list
        adds the special tokens after the words)."""
        table = self._table()
        order = list(table.items())
        if self._specials_last:
            specials = set(self._specials_last)
            order = [kv for kv in order if kv[0] not in specials] + [kv for kv in order if kv[0] in specials]
        return dict(reversed(order))

    def tokens_to_ids(self, tokens: Any) -> Any:
        """Ids of ``tokens`` (a str gives an int, a list/array a list); -1 for unknown tokens."""
        _type_list("tokens", tokens, (str, list, np.ndarray))
        if isinstance(tokens, list):
            for i, t in enumerate(tokens):
                _type_list(f"tokens[{i}]", t, (str, np.str_))
        table = self._table()
        if isinstance(tokens, np.ndarray):
            tokens = tokens.tolist()
        if isinstance(tokens, (str, bytes)):
            return table.get(_text(tokens), -1)
        return [table.get(_text(t), -1) for t in tokens]

    def ids_to_tokens(self, ids: Any) -> Any:
        """Tokens of ``ids`` (an int gives a str, a list/array a list); "" for unknown ids."""
        _type_list("ids", ids, (int, list, np.ndarray))
        if isinstance(ids, int):
            _in_range("ids", ids)
        if isinstance(ids, list):
            for i, v in enumerate(ids):
                _type_list(f"ids[{i}]", v, (int, np.int_))
                _in_range(f"ids[{i}]", v)
        table = self._table()
        reverse = {i: w for w, i in table.items()}
        if isinstance(ids, np.ndarray):
            ids = ids.tolist()
        if isinstance(ids, int):
            return reverse.get(ids, "")
        return [reverse.get(int(i), "") for i in ids]


class Lookup(TextTensorOperation):
    """String tokens -> their ids in ``vocab`` (``unknown_token``'s id for unknown tokens), as ``data_type``."""

    def __init__(self, vocab: Vocab, unknown_token: Optional[str] = None, data_type: Any = None) -> None:
        from ...common import dtype as mstype

        if data_type is None:
            data_type = mstype.int32
        if unknown_token is not None:
            _type_list("unknown_token", unknown_token, (str,))
        _type_list("vocab is not an instance of text.Vocab.", vocab, (Vocab,))
        if not isinstance(vocab.c_vocab, dict):
            raise TypeError(f"Argument vocab.c_vocab is not an instance of cde.Vocab. with value {vocab.c_vocab} is "
                            f"not of type [<class 'mindspore._c_expression.Vocab'>], but got {type(vocab.c_vocab)}.")
        if not isinstance(data_type, (mstype.Type, type(mstype.string))):
            raise TypeError(f"Argument data_type with value {data_type} is not of type "
                            f"[<class 'mindspore._c_expression.typing.Type'>], but got {type(data_type)}.")
        self.vocab, self.unknown_token, self.data_type = vocab, unknown_token, data_type
        self._np_type = dtype_arg("data_type", data_type)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        table = self.vocab.c_vocab
        unk = None
        if self.unknown_token is not None:
            if self.unknown_token not in table:
                raise PipelineError(f'Lookup: "{self.unknown_token}" doesn\'t exist in vocab.')
            unk = table[self.unknown_token]
        if self._np_type.kind not in "iufb":
            raise PipelineError("Lookup : The parameter data_type must be numeric including bool.")
        if x.dtype.kind not in "US":
            raise PipelineError("Lookup: input is not string datatype.")
        out = []
        for t in x.reshape(-1).tolist():
            word = _text(t)
            wid = table.get(word, unk)
            if wid is None:
                raise PipelineError(f'Lookup: invalid data, token: "{word}" doesn\'t exist in vocab and no unknown '
                                    "token is specified.")
            out.append(wid)
        return np.array(out, dtype=np.int64).reshape(x.shape).astype(self._np_type)
