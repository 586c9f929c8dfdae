"""``nn.CellDict``: sub-Cells held by string key, registered as children (MindSpore 2.x)."""
from __future__ import annotations

from collections import OrderedDict, abc
from typing import Any, Iterator, Tuple

from .cell import Cell

__all__ = ["CellDict"]


def _check_key(owner: Any, key: Any) -> str:
    """MindSpore 2.10's CellDict key rules: a str, not an attribute name of the Cell, no '.', not empty."""
    if not isinstance(key, str):
        raise TypeError(f"For 'CellDict', the type of key should be string but got {type(key).__name__}.")
    if key not in owner._cells and hasattr(owner, key):
        raise KeyError(f"For 'CellDict', the key can not be same with the attributes of Cell, but got key {key}.")
    if "." in key:
        raise KeyError(f"For 'CellDict', key can not contain \".\", but got key {key}")
    if not key:
        raise KeyError(f"For 'CellDict', key can not be empty string \"\", but got key {key}")
    return key


class CellDict(Cell):
    """An ordered dict of Cells: ``CellDict({'a': nn.ReLU()})``; each is a child named by its key."""

    _hooks_container = True

    def __init__(self, *args: Any, **kwargs: Any):
        auto_prefix = kwargs.pop("auto_prefix", True)
        super().__init__(auto_prefix)
        if len(args) > 1:
            raise TypeError(f"For 'CellDict', takes at most 1 positional argument, but got {len(args)}.")
        if args:
            self.update(args[0])

    def __getitem__(self, key: str) -> Cell:
        if key not in self._cells:
            raise KeyError(key)
        return self._cells[key]

    def __setitem__(self, key: str, cell: Cell) -> None:
        _check_key(self, key)
        if cell is None:
            raise TypeError("For 'CellDict', cell can not be None.")
        if not isinstance(cell, Cell):
            raise TypeError(f"For 'CellDict', the type of cell should be Cell, but got {type(cell).__name__}.")
        from .container import CellList, SequentialCell

        if isinstance(cell, (CellDict, CellList, SequentialCell)):
            raise TypeError(f"For 'CellDict', the type of cell can not be CellDict, CellList or SequentialCell, "
                            f"but got {type(cell).__name__}.")
        if self._auto_prefix:
            from .container import _get_prefix_and_index
            prefix, _ = _get_prefix_and_index(self._cells)
            cell.update_parameters_name(prefix + key + ".")
        self.insert_child_to_cell(key, cell)

    def __delitem__(self, key: str) -> None:
        if key not in self._cells:
            raise KeyError(key)
        del self._cells[key]
        self.__dict__.pop(key, None)

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._cells.keys()))

    def __contains__(self, key: object) -> bool:
        return key in self._cells

    def clear(self) -> None:
        for key in list(self._cells):
            del self[key]

    def pop(self, key: str) -> Cell:
        cell = self[key]
        del self[key]
        return cell

    def keys(self) -> Any:
        return self._cells.keys()

    def values(self) -> Any:
        return self._cells.values()

    def items(self) -> Any:
        return self._cells.items()

    def update(self, cells: Any) -> None:
        pairs: Any
        if not isinstance(cells, abc.Iterable):   # MindSpore 2.10's messages (adapt37pm sweep)
            raise TypeError("CellDict.update() should be called with an iterable of key-value pairs, but got "
                            + type(cells).__name__)
        if isinstance(cells, (abc.Mapping, CellDict)):
            pairs = list(cells.items())
        else:
            pairs = []
            for i, item in enumerate(cells):
                if not isinstance(item, abc.Iterable):
                    raise TypeError(f"CellDict update sequence element #{i} should be Iterable; but got "
                                    + type(item).__name__)
                if len(item) != 2:
                    raise ValueError(f"CellDict update sequence element #{i}, length should be 2; but has length "
                                     + str(len(item)))
                pairs.append(tuple(item))
        for key, cell in pairs:
            self[key] = cell

    def construct(self, *inputs: Tuple[Any, ...]) -> Any:
        raise NotImplementedError("For 'CellDict', the method 'construct' is not defined.")
