"""Text-file sources: ``TextFileDataset`` (one row per non-empty line), ``CSVDataset`` and the corpora MindSpore
builds on them (WikiText, PennTreebank, EnWik9; AGNews, AmazonReview, DBpedia, SogouNews, YahooAnswers,
YelpReview), read in MindSpore's order by :class:`.nonmappable.FileSource`.  String columns come as 0-d numpy
``str`` arrays, as MindSpore gives them."""
from __future__ import annotations

import math
import os
import re
from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np

from ..core.pipeline import PipelineError
from .datasets import Row, _check_type
from .nonmappable import FileSource, check_shards, file_row, find_files
from .samplers import Shuffle
from .sources import _RandomAccess


def _decode(raw: bytes, path: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PipelineError(f"Failed to cast to Unicode string: {exc}. The data file is: {path}.") from None


def _text_lines(path: str, keep_empty: bool = False) -> List[str]:
    """The lines of a file as MindSpore's readers see them: split at '\\n' only (a '\\r' stays), empty ones
    dropped unless ``keep_empty``."""
    if not os.path.isfile(path):     # a usage whose file is missing: no rows (MindSpore's error then)
        return []
    with open(path, "rb") as f:
        raw = f.read()
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [_decode(x, path) for x in lines if keep_empty or x]


class LineSource(FileSource):
    """A source of one ``text`` row per line of its files."""

    keep_empty = False
    column = "text"

    def __init__(self, files: List[str], num_samples: Any, num_parallel_workers: Any, shuffle: Any,
                 num_shards: Any, shard_id: Any) -> None:
        super().__init__(num_samples, num_parallel_workers, shuffle, num_shards, shard_id)
        self.files = files
        self._lines: Dict[str, List[str]] = {}

    def _file_lines(self, path: str) -> List[str]:
        if path not in self._lines:
            self._lines[path] = _text_lines(path, self.keep_empty)
        return self._lines[path]

    def _col_names(self) -> List[str]:
        return [self.column]

    def _count(self, path: str) -> int:
        return len(self._file_lines(path))

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        for line in self._file_lines(path)[start:end]:
            yield file_row((np.array(line),), path)


class TextFileDataset(LineSource):
    """``mindspore.dataset.TextFileDataset``: the non-empty lines of ``dataset_files`` (glob patterns, files
    sorted by name), column ``text``."""

    def __init__(self, dataset_files: Any, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        files = find_files(dataset_files)
        super().__init__(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id)

    def _no_rows(self) -> str:
        return ("Invalid data, TextFileDataset API can't read the data file (interface mismatch or no data found). "
                f"Check text file:  {self.files[0]}")


# -- CSV ---------------------------------------------------------------------------------------------------
def _csv_records(text: str, delim: str, path: str) -> Tuple[List[List[str]], Optional[str]]:
    """The records of a CSV file: fields split at ``delim``; a field that starts with '"' is quoted (delimiters
    and line breaks inside, '""' for a quote); empty lines are skipped; '\\r\\n' ends a line too.  Also the
    error that stopped the parse (None if none); the fields read before the error then end the list (a record
    that fails on reading: MindSpore checks those fields first)."""
    records: List[List[str]] = []
    fields: List[str] = []
    buf: List[str] = []
    i, n = 0, len(text)
    quoted = False           # inside a quoted field
    after_quote = False      # a quoted field just closed: only a delimiter or a line end may follow
    started = False          # the current record has begun (one empty field is a record, an empty line is not)

    def failed(msg: str) -> Tuple[List[List[str]], Optional[str]]:
        line = len(records) + 1
        records.append(fields)
        return records, f"Invalid file, failed to parse csv file: {path} at line {line}. Error message: {msg}"

    while i < n:
        c = text[i]
        i += 1
        if quoted:
            if c != '"':
                buf.append(c)
            elif i < n and text[i] == '"':
                buf.append('"')
                i += 1
            else:
                quoted, after_quote = False, True
        elif c == delim:
            fields.append("".join(buf))
            buf, after_quote, started = [], False, True
        elif c in "\r\n":
            if c == "\r" and i < n and text[i] == "\n":
                i += 1
            if started:
                records.append(fields + ["".join(buf)])
            fields, buf, after_quote, started = [], [], False, False
        elif after_quote:
            return failed(f"Invalid csv file, receive unquote char in quote field, check {path}.")
        elif c == '"' and not buf:
            quoted = started = True
        else:
            buf.append(c)
            started = True
    if quoted:
        return failed(f"Invalid csv file, reach the end of file in quote field, check {path}.")
    if started:
        records.append(fields + ["".join(buf)])
    return records, None


_INT_RE = re.compile(r"\s*[+-]?\d+")
_FLOAT_RE = re.compile(r"\s*[+-]?(0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)([pP][+-]?\d+)?|"
                       r"(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|inf(inity)?|nan)", re.IGNORECASE)
_FLT_MAX = float(np.finfo(np.float32).max)
_FLT_MIN = float(np.finfo(np.float32).tiny)


def _csv_value(field: str, default: Any) -> Any:
    """A field as its column's type (the type of its default): ints as ``std::stoi`` reads them (the longest
    leading number), floats as ``std::stof``; strings as they are.  None: not a number; OverflowError: out of
    the int32/float32 range."""
    if isinstance(default, str):
        return np.array(field)
    if isinstance(default, int):
        m = _INT_RE.match(field)
        if not m:
            return None
        v = int(m.group())
        if not -2 ** 31 <= v < 2 ** 31:
            raise OverflowError
        return np.array(v, np.int32)
    m = _FLOAT_RE.match(field)
    if not m:
        return None
    s = m.group().strip()
    v = float.fromhex(s) if "x" in s.lower() else float(s)
    if math.isfinite(v) and (abs(v) > _FLT_MAX or (v != 0 and abs(v) < _FLT_MIN)):
        raise OverflowError
    return np.array(v, np.float32)


class CsvSource(FileSource):
    """Rows of CSV files: one column per field, typed by ``column_defaults`` (int -> int32, float -> float32,
    str and missing defaults -> str).  With no ``column_names`` the first record of the first file names the
    columns and the first record of every file is skipped."""

    def __init__(self, files: List[str], field_delim: Any, column_defaults: Any, column_names: Any,
                 num_samples: Any, num_parallel_workers: Any, shuffle: Any, num_shards: Any, shard_id: Any) -> None:
        if field_delim is not None:
            _check_type("field delim", field_delim, str)
            if field_delim in ('"', "\r", "\n") or len(field_delim) > 1:
                raise ValueError("field_delim is invalid.")
        if column_defaults is not None:
            if not isinstance(column_defaults, list):
                raise TypeError("column_defaults should be type of list.")
            for item in column_defaults:
                if not isinstance(item, (str, int, float)):
                    raise TypeError("column type in column_defaults is invalid.")
        if column_names is not None:
            if not isinstance(column_names, list) or not all(isinstance(c, str) for c in column_names):
                raise TypeError("column_names should be a list of str.")
        super().__init__(num_samples, num_parallel_workers, shuffle, num_shards, shard_id)
        self.files = files
        self.field_delim = field_delim or ","
        self.column_defaults = list(column_defaults or [])
        self.column_names = list(column_names or [])
        self._records: Dict[str, Tuple[List[List[str]], Optional[str]]] = {}

    def _file_records(self, path: str) -> List[List[str]]:
        """The records of a file; after a parse error (``_parse_error``) the last one is the part before it."""
        if path not in self._records:
            text = ""
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    text = _decode(f.read(), path)
            self._records[path] = _csv_records(text, self.field_delim, path)
        return self._records[path][0]

    def _parse_error(self, path: str) -> Optional[str]:
        self._file_records(path)
        return self._records[path][1]

    def _col_names(self) -> List[str]:
        names = self.column_names or (self._file_records(self.files[0])[:1] or [[]])[0]
        seen = set()
        for c in names:
            if c in seen:
                raise PipelineError(f"{type(self).__name__}: 'column_names' : Invalid parameter, duplicate column "
                                    f"names are not allowed: {c}", summary="Syntax error.")
            seen.add(c)
        return list(names)

    def _prepare_run(self, root: bool = True) -> None:
        self._col_names()
        super()._prepare_run(root)

    def _size(self) -> Optional[int]:
        self._col_names()
        return super()._size()

    def _count(self, path: str) -> int:
        n = len(self._file_records(path))
        return max(n - 1, 0) if not self.column_names else n

    def _no_rows(self) -> str:
        return ("Invalid data, CSVDataset API can't read the data file (interface mismatch or no data found). "
                f"Check csv file path:  {self.files[0]}.")

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        names = self._col_names()
        ncols = len(names)
        if len(self.column_defaults) > ncols:
            raise PipelineError("Invalid parameter, the size of column_names should be equal to the size of "
                                f"'column_defaults', but got  size of 'column_defaults': {len(self.column_defaults)}, "
                                f"size of column_names: {ncols}")
        defaults = self.column_defaults + [""] * (ncols - len(self.column_defaults))   # the rest: strings
        skip = 0 if self.column_names else 1
        records = self._file_records(path)[skip:]
        error = self._parse_error(path)
        for line, fields in enumerate(records[start:end], start + 1):
            row = []
            for j, field in enumerate(fields):
                if j >= ncols:
                    raise PipelineError(f"Invalid file, failed to parse csv file: {path} at line {line}. Error "
                                        "message: Invalid columns, the size of column_names should be less than the "
                                        f"size of 'column_defaults', but got the size of column_names: {j}, the size "
                                        f"of column_defaults : {ncols}.")
                try:
                    value = _csv_value(field, defaults[j])
                except OverflowError:
                    raise PipelineError(f"Invalid csv, {path} parse failed at line {line} : value out of "
                                        "range.") from None
                if value is None:
                    raise PipelineError(f"Invalid csv, csv file: {path} parse failed at line {line}, type does "
                                        "not match.")
                row.append(value)
            if error and line == len(records):
                raise PipelineError(error)
            if len(fields) < ncols:
                raise PipelineError(f"Invalid file, failed to parse csv file: {path} at line {line}. Error message: "
                                    "Invalid columns, the size of column_names should be less than the size of "
                                    f"'column_defaults', but got the size of column_names: {len(fields)}, the size "
                                    f"of 'column_defaults': {ncols}.")
            yield file_row(row, path)


class CSVDataset(CsvSource):
    """``mindspore.dataset.CSVDataset``: the records of ``dataset_files`` (glob patterns, sorted)."""

    def __init__(self, dataset_files: Any, field_delim: str = ",", column_defaults: Optional[list] = None,
                 column_names: Optional[List[str]] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        files = find_files(dataset_files)
        super().__init__(files, field_delim, column_defaults, column_names, num_samples, num_parallel_workers,
                         shuffle, num_shards, shard_id)


# -- the corpora ----------------------------------------------------------------------------------------------
def _usage_files(dataset_dir: Any, usage: Any, valid: List[str], name: str, ordered: bool = True) -> List[str]:
    """The files of ``usage`` ('all': every usage, sorted by name, or in ``valid``'s order when not
    ``ordered``): ``name`` with ``{}`` for the usage."""
    from .sources import _check_dir, _check_usage

    _check_dir(dataset_dir)
    usage = _check_usage(usage, valid + ["all"])
    files = [os.path.join(dataset_dir, name.format(u)) for u in (valid if usage == "all" else [usage])]
    return sorted(files) if ordered else files


class WikiTextDataset(LineSource):
    """``mindspore.dataset.WikiTextDataset``: the non-empty lines of ``wiki.{usage}.tokens`` (``usage``
    train/valid/test/all), column ``text``."""

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        files = _usage_files(dataset_dir, usage, ["train", "valid", "test"], "wiki.{}.tokens")
        super().__init__(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id)


class PennTreebankDataset(LineSource):
    """``mindspore.dataset.PennTreebankDataset``: the non-empty lines of ``ptb.{usage}.txt``, column ``text``."""

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        files = _usage_files(dataset_dir, usage, ["train", "valid", "test"], "ptb.{}.txt")
        super().__init__(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id)

    def _no_rows(self) -> str:
        return ("Invalid data, PennTreebankDataset API can't read the data file (interface mismatch or no data "
                f"found). Check penn treebank:  {self.files[0]}")


class EnWik9Dataset(LineSource):
    """``mindspore.dataset.EnWik9Dataset``: every line of ``dataset_dir/enwik9`` (empty ones too), column
    ``text``."""

    keep_empty = True

    def _size_rows(self) -> int:
        """MindSpore's size of EnWik9 counts the non-empty lines only (its reader reads them all)."""
        self.file_counts()
        return sum(1 for path in self.files for line in self._file_lines(path) if line)

    def __init__(self, dataset_dir: str, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = True, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        from .sources import _check_dir

        _check_dir(dataset_dir)
        super().__init__([os.path.join(dataset_dir, "enwik9")], num_samples, num_parallel_workers, shuffle,
                         num_shards, shard_id)


class _NewsCsv(CsvSource):
    """A CSV corpus of ``{usage}.csv`` files (train/test/all) with fixed string columns ``names``."""

    names: List[str] = []
    ordered = True      # 'all': the test file first (sorted by name); SogouNews and YelpReview read train first

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        files = _usage_files(dataset_dir, usage, ["train", "test"], "{}.csv", self.ordered)
        super().__init__(files, ",", [""] * len(self.names), list(self.names), num_samples, num_parallel_workers,
                         shuffle, num_shards, shard_id)

    def _no_rows(self) -> str:
        return (f"Invalid data, {type(self).__name__} API can't read the data file (interface mismatch or no data "
                f"found). Check file path:  {self.files[0]}.")


class AGNewsDataset(_NewsCsv):
    """``mindspore.dataset.AGNewsDataset``: columns index, title, description (strings)."""

    names = ["index", "title", "description"]


class AmazonReviewDataset(_NewsCsv):
    """``mindspore.dataset.AmazonReviewDataset``: columns label, title, content (strings)."""

    names = ["label", "title", "content"]


class DBpediaDataset(_NewsCsv):
    """``mindspore.dataset.DBpediaDataset``: columns class, title, content (strings)."""

    names = ["class", "title", "content"]


class SogouNewsDataset(_NewsCsv):
    """``mindspore.dataset.SogouNewsDataset``: columns index, title, content (strings)."""

    names = ["index", "title", "content"]
    ordered = False


class YahooAnswersDataset(_NewsCsv):
    """``mindspore.dataset.YahooAnswersDataset``: columns class, title, content, answer (strings)."""

    names = ["class", "title", "content", "answer"]


class YelpReviewDataset(_NewsCsv):
    """``mindspore.dataset.YelpReviewDataset``: columns label, text (strings)."""

    names = ["label", "text"]
    ordered = False


# -- CLUE -----------------------------------------------------------------------------------------------------
_CLUE_PAIR = {"train": ["sentence1", "sentence2", "label"], "test": ["id", "sentence1", "sentence2"]}
_CLUE_WSC = ["target/span1_index", "target/span2_index", "target/span1_text", "target/span2_text", "idx", "text"]
# task -> usage -> the JSON keys read ('a/b': key b of object a); a column is named by the last part
_CLUE_KEYS = {
    "AFQMC": _CLUE_PAIR,
    "CMNLI": _CLUE_PAIR,
    "TNEWS": {"train": ["label", "label_desc", "sentence", "keywords"], "test": ["id", "keywords", "sentence"]},
    "IFLYTEK": {"train": ["label", "label_des", "sentence"], "test": ["id", "sentence"]},
    "WSC": {"train": _CLUE_WSC + ["label"], "test": _CLUE_WSC},
    "CSL": {"train": ["id", "abst", "keyword", "label"], "test": ["id", "abst", "keyword"]},
}


def _json_value(value: Any) -> np.ndarray:
    """A CLUE field as MindSpore reads it: str -> str, unsigned int -> uint32, negative int -> int32, float ->
    float32, a list of str -> 1-D str; a missing field -> ''."""
    if value is None:
        return np.array("")
    if isinstance(value, str):
        return np.array(value)
    if isinstance(value, bool):
        return np.array(value)
    if isinstance(value, int):
        return np.array(value, np.uint32 if value >= 0 else np.int32)
    if isinstance(value, float):
        return np.array(value, np.float32)
    if isinstance(value, list):
        for v in value:
            if not isinstance(v, str):
                kind = "number" if isinstance(v, (int, float)) else type(v).__name__
                raise PipelineError(f"[json.exception.type_error.302] type must be string, but is {kind}")
        return np.array(value, dtype=str) if value else np.array([], dtype="<U1")
    raise PipelineError(f"[json.exception.type_error.302] type must be string, but is {type(value).__name__}")


class CLUEDataset(LineSource):
    """``mindspore.dataset.CLUEDataset``: one row per JSON line of ``dataset_files``; the columns (sorted by
    name) depend on ``task`` and ``usage`` (train/test/eval, eval reading train's)."""

    def __init__(self, dataset_files: Any, task: str = "AFQMC", usage: str = "train",
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Any = Shuffle.GLOBAL, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        _check_type("dataset files", dataset_files, (str, list))
        if not dataset_files:
            raise ValueError(f"Input dataset_files can not be empty, but got '{dataset_files}'.")
        if task not in _CLUE_KEYS:
            raise ValueError("task should be 'AFQMC', 'TNEWS', 'IFLYTEK', 'CMNLI', 'WSC' or 'CSL'.")
        if usage not in ("train", "test", "eval"):
            raise ValueError("usage should be 'train', 'test' or 'eval'.")
        super().__init__(find_files(dataset_files), num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id)
        keys = _CLUE_KEYS[task]["test" if usage == "test" else "train"]
        self._keys = sorted(keys, key=lambda k: k.split("/")[-1])
        self.task, self.usage = task, usage

    def _col_names(self) -> List[str]:
        return [k.split("/")[-1] for k in self._keys]

    def _no_rows(self) -> str:
        return ("Invalid data, CLUEDataset API can't read the data file (interface mismatch or no data found). "
                f"Check file: {self.files[0]}")

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        import json

        for line in self._file_lines(path)[start:end]:
            try:
                obj = json.loads(line)
            except ValueError as exc:
                raise PipelineError(f"Invalid json, failed to parse {path}, {exc}") from None
            values = []
            for key in self._keys:
                node = obj
                for part in key.split("/"):
                    node = node.get(part) if isinstance(node, dict) else None
                values.append(_json_value(node))
            yield file_row(values, path)


# -- IMDB (a random-access source) -----------------------------------------------------------------------------
class IMDBDataset(_RandomAccess):
    """``mindspore.dataset.IMDBDataset``: one row per file of ``{usage}/pos`` (label 1) then ``{usage}/neg``
    (label 0), files in name order, train before test for 'all'; ``text`` is the file's last line (as MindSpore
    reads it), ``label`` int32."""

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        from .sources import _check_dir, _check_usage

        super().__init__((), num_parallel_workers)
        self.dataset_dir = _check_dir(dataset_dir)
        self.usage = _check_usage(usage, ["train", "test", "all"])
        check_shards(num_shards, shard_id)
        self._init_sampling(num_samples, shuffle, sampler, num_shards, shard_id)
        self._files: Optional[List[Tuple[str, int]]] = None

    def _list(self) -> List[Tuple[str, int]]:
        if self._files is None:
            files = []
            for usage in (["train", "test"] if self.usage == "all" else [self.usage]):
                for kind, label in (("pos", 1), ("neg", 0)):
                    folder = os.path.join(self.dataset_dir, usage, kind)
                    if not os.path.isdir(folder):
                        raise PipelineError(f"Invalid parameter, dataset dir may not exist or is not a directory: "
                                            f"{folder}")
                    files += [(os.path.join(folder, f), label) for f in sorted(os.listdir(folder))
                              if os.path.isfile(os.path.join(folder, f))]
            self._files = files
        return self._files

    def _col_names(self) -> List[str]:
        return ["text", "label"]

    def _num_rows(self) -> int:
        return len(self._list())

    def _get_row(self, index: int) -> Row:
        path, label = self._list()[index]
        lines = _text_lines(path, keep_empty=True)
        return file_row((np.array(lines[-1] if lines else ""), np.array(label, np.int32)), path)

    def _class_labels(self) -> List[int]:
        """Each row's label, for PKSampler (MindSpore's IMDBOp is one of its labelled sources)."""
        return [label for _, label in self._list()]

    def num_classes(self) -> int:
        return 2


# -- tagged sentences: CoNLL2000, UDPOS -----------------------------------------------------------------------
class _TaggedSentences(LineSource):
    """One row per sentence (lines up to a blank one), three 1-D str columns: the first three fields of each
    line split at ``sep`` (every single separator splits: 'a  B' gives 'a', '', 'B').  As in MindSpore, the
    reader's rows are the non-empty lines (sizes and shards count them): a block of lines gives the sentences
    it holds, cut where the block starts or ends; a sentence the file ends without a blank line after is not
    read."""

    sep = " "
    names: List[str] = []

    def _col_names(self) -> List[str]:
        return list(self.names)

    def _fields(self, line: str) -> List[str]:
        fields = line.split(self.sep)
        if len(fields) < len(self.names):
            raise PipelineError("Invalid file content, each line should contain three columns, "
                                f"representing {', '.join(self.names[:-1])} and {self.names[-1]}.")
        return fields[:len(self.names)]

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        def row(words: List[List[str]]) -> Row:
            return file_row([np.array([w[k] for w in words]) for k in range(len(self.names))], path)

        current: List[List[str]] = []
        index = 0                       # of the next non-empty line
        for line in _text_lines(path, keep_empty=True):
            if not line:
                if current:
                    yield row(current)
                current = []
                continue
            if index >= end:            # the block ends: the sentence so far is a row
                if current:
                    yield row(current)
                return
            if index >= start:
                current.append(self._fields(line))
            index += 1
        # the file ends: a last sentence with no blank line after it is dropped (MindSpore's reader)


class CoNLL2000Dataset(_TaggedSentences):
    """``mindspore.dataset.CoNLL2000Dataset``: sentences of ``{usage}.txt`` (train/test/all), columns word,
    pos_tag, chunk_tag."""

    names = ["word", "pos_tag", "chunk_tag"]

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 shuffle: Any = Shuffle.GLOBAL, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, cache: Any = None) -> None:
        files = _usage_files(dataset_dir, usage, ["train", "test"], "{}.txt")
        super().__init__(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id)


class UDPOSDataset(_TaggedSentences):
    """``mindspore.dataset.UDPOSDataset``: sentences of ``en-ud-tag.v2.{train,dev,test}.txt`` (usage train/valid/
    test/all), tab-separated columns word, universal, stanford."""

    sep = "\t"
    names = ["word", "universal", "stanford"]

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 shuffle: Any = Shuffle.GLOBAL, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, cache: Any = None) -> None:
        from .sources import _check_usage

        usage = _check_usage(usage, ["train", "valid", "test", "all"])
        files = _usage_files(dataset_dir, "all" if usage == "all" else {"valid": "dev"}.get(usage, usage),
                             ["train", "dev", "test"], "en-ud-tag.v2.{}.txt")
        super().__init__(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id)


# -- SQuAD, Multi30k ------------------------------------------------------------------------------------------
class SQuADDataset(LineSource):
    """``mindspore.dataset.SQuADDataset``: one row per question of ``{train,dev}-v1.1.json`` / ``-v2.0.json``
    (usage train/dev/all: train first): context, question (str), text (1-D str) and answer_start (1-D uint32) of
    its answers; an unanswerable question gives [''] and [-1 as uint32]."""

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        from .sources import _check_dir, _check_usage

        _check_dir(dataset_dir)
        usage = _check_usage(usage, ["train", "dev", "all"])
        files = [os.path.join(dataset_dir, f"{u}-v{v}.json") for u in (["train", "dev"] if usage == "all"
                                                                        else [usage]) for v in ("1.1", "2.0")]
        super().__init__([f for f in files if os.path.isfile(f)] or files[:1], num_samples, num_parallel_workers,
                         shuffle, num_shards, shard_id)
        self._questions: Dict[str, List[Row]] = {}

    def _col_names(self) -> List[str]:
        return ["context", "question", "text", "answer_start"]

    def _file_questions(self, path: str) -> List[Row]:
        import json

        if path not in self._questions:
            rows: List[Row] = []
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    try:
                        doc = json.loads(_decode(f.read(), path))
                    except ValueError as exc:
                        raise PipelineError(f"Invalid json, failed to parse {path}, {exc}") from None
                for article in doc.get("data", []):
                    for para in article.get("paragraphs", []):
                        for qa in para.get("qas", []):
                            answers = qa.get("answers") or [{"text": "", "answer_start": -1}]
                            rows.append(file_row((np.array(para.get("context", "")), np.array(qa.get("question", "")),
                                                  np.array([a.get("text", "") for a in answers]),
                                                  np.array([a.get("answer_start", -1) for a in answers],
                                                           np.int64).astype(np.uint32)), path))
            self._questions[path] = rows
        return self._questions[path]

    def _count(self, path: str) -> int:
        return len(self._file_questions(path))

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        yield from self._file_questions(path)[start:end]


class Multi30kDataset(LineSource):
    """``mindspore.dataset.Multi30kDataset``: line i of ``{usage}.{language_pair[0]}`` (text) with line i of the
    ``language_pair[1]`` file (translation); usage train/valid/test/all (sorted by folder: test, train, valid)."""

    _FOLDERS = {"train": ("training", "train"), "valid": ("validation", "val"), "test": ("mmt16_task1_test", "test")}

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, language_pair: Any = None,
                 num_samples: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 cache: Any = None) -> None:
        from .sources import _check_dir, _check_usage

        _check_dir(dataset_dir)
        if usage is not None:
            _check_usage(usage, ["train", "test", "valid", "all"])
        usage = usage or "all"
        if language_pair is not None:
            _check_type("language_pair", language_pair, (list, tuple))
            if len(language_pair) != 2:
                raise ValueError(f"language_pair should be a list or tuple of length 2, but got {len(language_pair)}")
            if list(language_pair) not in (["en", "de"], ["de", "en"]) or not all(
                    isinstance(x, str) for x in language_pair):
                raise ValueError(f"language_pair can only be ['en', 'de'] or ['en', 'de'], but got {language_pair}")
        self.language_pair = list(language_pair or ["en", "de"])
        stems = [os.path.join(dataset_dir, *self._FOLDERS[u]) for u in
                 (["train", "valid", "test"] if usage == "all" else [usage])]
        files = sorted(f"{stem}.{self.language_pair[0]}" for stem in stems)
        super().__init__(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id)

    def _col_names(self) -> List[str]:
        return ["text", "translation"]

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        other = self._file_lines(path[:-len(self.language_pair[0])] + self.language_pair[1])
        for i, line in enumerate(self._file_lines(path)[start:end], start):
            yield file_row((np.array(line), np.array(other[i] if i < len(other) else "")), path)


# -- IWSLT ------------------------------------------------------------------------------------------------------
_IWSLT_SETS = ["dev2010", "tst2010", "tst2011", "tst2012", "tst2013", "tst2014"]


def _iwslt_sentences(path: str) -> List[str]:
    """The sentences of an IWSLT file: the text of its ``<seg>`` elements (.xml) or its lines that are not tags
    (train.tags), stripped."""
    if not os.path.isfile(path):
        return []
    lines = _text_lines(path)
    if path.endswith(".xml"):
        segs = [re.match(r"\s*<seg[^>]*>(.*)</seg>", line) for line in lines]
        return [m.group(1).strip() for m in segs if m]
    return [line.strip() for line in lines if not line.lstrip().startswith("<")]


class _IWSLT(LineSource):
    """Rows ``text`` (sentence in ``language_pair[0]``) and ``translation`` (the same sentence in the other), from
    the train, valid and test files of ``usage`` ('all': in that order).  MindSpore first writes each pair of files
    out as one cleaned file; rows name that file, which msgraph does not write."""

    year = ""
    pairs: List[List[str]] = []

    def __init__(self, dataset_dir: str, usage: Optional[str], language_pair: Any, sets: Dict[str, str],
                 num_samples: Any, shuffle: Any, num_shards: Any, shard_id: Any, num_parallel_workers: Any) -> None:
        from .sources import _check_dir, _check_usage

        _check_dir(dataset_dir)
        usage = _check_usage(usage, ["train", "test", "valid", "all"])
        if language_pair is not None:
            if not isinstance(language_pair, (list, tuple)) or len(language_pair) != 2:
                raise TypeError("language_pair should be a type list or tuple of length 2.")
            valid = self.pairs if isinstance(language_pair, list) else [tuple(p) for p in self.pairs]
            if language_pair not in valid:
                raise ValueError(f"Input language_pair{language_pair} is not within the valid set of {valid}.")
        src, tgt = language_pair or ["de", "en"]
        base = self._base(dataset_dir, src, tgt)
        self._parts: Dict[str, Tuple[str, str]] = {}
        files = []
        for part in (["train", "valid", "test"] if usage == "all" else [usage]):
            stem = f"train.tags.{src}-{tgt}" if part == "train" else \
                f"IWSLT{self.year}.TED.{sets[part]}.{src}-{tgt}"
            cleaned = os.path.join(base, f"train.{src}-{tgt}" if part == "train" else stem)
            ext = "" if part == "train" else ".xml"
            self._parts[cleaned] = (os.path.join(base, f"{stem}.{src}{ext}"), os.path.join(base, f"{stem}.{tgt}{ext}"))
            files.append(cleaned)
        super().__init__(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id)
        self._pairs: Dict[str, List[Tuple[str, str]]] = {}

    def _base(self, dataset_dir: str, src: str, tgt: str) -> str:
        raise NotImplementedError

    def _col_names(self) -> List[str]:
        return ["text", "translation"]

    def _file_pairs(self, path: str) -> List[Tuple[str, str]]:
        if path not in self._pairs:
            src, tgt = (_iwslt_sentences(p) for p in self._parts[path])
            self._pairs[path] = list(zip(src, tgt))
        return self._pairs[path]

    def _count(self, path: str) -> int:
        return len(self._file_pairs(path))

    def _read(self, path: str, start: int, end: int) -> Iterator[Row]:
        for text, translation in self._file_pairs(path)[start:end]:
            yield file_row((np.array(text), np.array(translation)), path)

    def _no_rows(self) -> str:
        return ("Invalid data, IWSLTDataset API can't read the data file (interface mismatch or no data found). "
                f"Check iwslt:  {self.files[0]}")


def _check_set(name: str, value: Any) -> str:
    _check_type(name, value, str)
    if value not in _IWSLT_SETS:
        raise ValueError(f"Input {name} is not within the valid set of {_IWSLT_SETS}.")
    return value


class IWSLT2016Dataset(_IWSLT):
    """``mindspore.dataset.IWSLT2016Dataset``: ``dataset_dir/texts/{src}/{tgt}/{src}-{tgt}/``; ``valid_set`` and
    ``test_set`` pick the TED sets (tst2013, tst2014 by default)."""

    year = "16"
    pairs = [["en", "ar"], ["en", "ar"], ["en", "de"], ["en", "fr"], ["en", "cs"], ["ar", "en"], ["fr", "en"],
             ["de", "en"], ["cs", "en"]]

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, language_pair: Any = None,
                 valid_set: Optional[str] = None, test_set: Optional[str] = None, num_samples: Optional[int] = None,
                 shuffle: Any = Shuffle.GLOBAL, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, cache: Any = None) -> None:
        sets = {"valid": _check_set("valid_set", "tst2013" if valid_set is None else valid_set),
                "test": _check_set("test_set", "tst2014" if test_set is None else test_set)}
        super().__init__(dataset_dir, usage, language_pair, sets, num_samples, shuffle, num_shards, shard_id,
                         num_parallel_workers)

    def _base(self, dataset_dir: str, src: str, tgt: str) -> str:
        return os.path.join(dataset_dir, "texts", src, tgt, f"{src}-{tgt}")


class IWSLT2017Dataset(_IWSLT):
    """``mindspore.dataset.IWSLT2017Dataset``: ``dataset_dir/texts/DeEnItNlRo/DeEnItNlRo/DeEnItNlRo-DeEnItNlRo/``,
    valid set dev2010, test set tst2010."""

    year = "17"
    pairs = [["en", "nl"], ["en", "de"], ["en", "it"], ["en", "ro"], ["ro", "de"], ["ro", "en"], ["ro", "nl"],
             ["ro", "it"], ["de", "ro"], ["de", "en"], ["de", "nl"], ["de", "it"], ["it", "en"], ["it", "nl"],
             ["it", "de"], ["it", "ro"], ["nl", "de"], ["nl", "en"], ["nl", "it"], ["nl", "ro"]]

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, language_pair: Any = None,
                 num_samples: Optional[int] = None, shuffle: Any = Shuffle.GLOBAL, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 cache: Any = None) -> None:
        super().__init__(dataset_dir, usage, language_pair, {"valid": "dev2010", "test": "tst2010"}, num_samples,
                         shuffle, num_shards, shard_id, num_parallel_workers)

    def _base(self, dataset_dir: str, src: str, tgt: str) -> str:
        return os.path.join(dataset_dir, "texts", "DeEnItNlRo", "DeEnItNlRo", "DeEnItNlRo-DeEnItNlRo")
