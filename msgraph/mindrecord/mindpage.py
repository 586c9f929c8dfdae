"""``mindspore.mindrecord.MindPage``: read MindRecord rows grouped by an index field, a page at a time.

Behaviour as MindSpore 2.10 shows it (recorded: conformance program ``mindrecord/mindpage``):

* the candidate fields are the file's index fields (``FileWriter.add_index``), in their order;
* ``read_category_info()`` is a JSON string: one category per distinct value of the category field, the
  values as SQLite's text of the index column, sorted as strings (so ``"-1" < "10" < "100" < "12" < "2"``),
  ``id`` their position in that order, ``count`` the rows over all shards;
* a category's rows are in shard order, then row order; page ``p`` of ``n`` rows is ``rows[p*n:(p+1)*n]``,
  and a page starting past the last row is an error;
* a row is a dict of the raw fields (by name) and then the blob fields, as FileReader gives them.
"""
from __future__ import annotations

import json
import sqlite3
from typing import Any, Dict, List, Optional, Tuple

from .exceptions import MRMDefineCategoryError, ParamTypeError, ParamValueError, pipeline_error
from .filereader import _DEFAULT, check_num_consumer, open_shards


def _category_rows(path: str, column: str) -> List[Tuple[str, int]]:
    """(value as text, row position in the shard) for every row of one shard's index, in row order."""
    con = sqlite3.connect(f"file:{path}.db?mode=ro", uri=True)
    try:
        rows = con.execute(f'SELECT CAST("{column}" AS TEXT) FROM INDEXES ORDER BY ROW_ID').fetchall()
    finally:
        con.close()
    return [(r[0], i) for i, r in enumerate(rows)]


class MindPage:
    """Read a MindRecord file (or a list of shard files) grouped by one of its index fields, in pages.

    ``MindPage(file_name, num_consumer=4)``; ``candidate_fields``; ``category_field`` (set it first);
    ``read_category_info()``; ``read_at_page_by_id(category_id, page, num_row)``;
    ``read_at_page_by_name(category_name, page, num_row)``.
    """

    def __init__(self, file_name: Any, num_consumer: Any = _DEFAULT) -> None:
        if num_consumer is not _DEFAULT:     # MindSpore checks only a value the caller passed (default 4)
            check_num_consumer(num_consumer)
        self._shards = open_shards(file_name)
        header = self._shards[0].header
        self._candidate_fields: List[str] = _index_fields(header)
        self._category_field: Optional[str] = None
        self._groups: Dict[str, List[Tuple[int, int]]] = {}
        self._names: List[str] = []

    @property
    def candidate_fields(self) -> List[str]:
        return self._candidate_fields

    @property
    def category_field(self) -> Optional[str]:
        return self._category_field

    @category_field.setter
    def category_field(self, category_field: Any) -> None:
        if not category_field or not isinstance(category_field, str):
            raise ParamTypeError("category_fields", "str")
        if category_field not in self._candidate_fields:
            raise MRMDefineCategoryError(f"Field '{category_field}' is not a candidate category field.")
        groups: Dict[str, List[Tuple[int, int]]] = {}
        for s, shard in enumerate(self._shards):
            for value, i in _category_rows(shard.path, category_field + "_0"):
                groups.setdefault(value, []).append((s, i))
        self._category_field = category_field
        self._groups = groups
        self._names = sorted(groups, key=lambda v: v.encode("utf-8"))   # std::string order: bytes

    def _require_field(self) -> None:
        if self._category_field is None:
            raise pipeline_error("Invalid data, field: is invalid.")

    def read_category_info(self) -> str:
        self._require_field()
        cats = [{"count": len(self._groups[n]), "id": i, "name": n} for i, n in enumerate(self._names)]
        return json.dumps({"categories": cats, "key": self._category_field + "_0"}, separators=(",", ":"),
                          ensure_ascii=False)

    def _page(self, name: str, page: int, num_row: int) -> List[Dict[str, Any]]:
        rows = self._groups[name]
        if page * num_row >= len(rows):
            raise pipeline_error(f"Invalid data, page no: {page}or page size: {num_row} is invalid.")
        return [self._shards[s].row(i, None, as_numpy=False) for s, i in rows[page * num_row:(page + 1) * num_row]]

    @staticmethod
    def _check_page(page: Any, num_row: Any) -> None:
        if not isinstance(page, int) or page < 0:
            raise ParamValueError("Page should be int and greater than or equal to 0.")
        if not isinstance(num_row, int) or num_row <= 0:
            raise ParamValueError("num_row should be int and greater than 0.")

    def read_at_page_by_id(self, category_id: Any, page: Any, num_row: Any) -> List[Dict[str, Any]]:
        if not isinstance(category_id, int) or category_id < 0:
            raise ParamValueError("Category id should be int and greater than or equal to 0.")
        self._check_page(page, num_row)
        self._require_field()
        if category_id >= len(self._names):
            raise pipeline_error(f"Invalid data, category_id: {category_id} must be in the range "
                                 f"[0, {len(self._names)}].")
        return self._page(self._names[category_id], page, num_row)

    def read_at_page_by_name(self, category_name: Any, page: Any, num_row: Any) -> List[Dict[str, Any]]:
        if not isinstance(category_name, str):
            raise ParamValueError("Category name should be str.")
        self._check_page(page, num_row)
        self._require_field()
        if category_name not in self._groups:
            raise pipeline_error(f"category_name: {category_name} could not found.")
        return self._page(category_name, page, num_row)


def _index_fields(header: dict) -> List[str]:
    """The index fields named in a shard header (``index_fields``: [{"index_field": name, ...}, ...])."""
    out = []
    for f in header.get("index_fields") or []:
        name = f.get("index_field") if isinstance(f, dict) else f
        if name is not None and name not in out:
            out.append(name)
    return out
