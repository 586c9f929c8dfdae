"""Cell containers: ``nn.SequentialCell`` and ``nn.CellList``."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Iterable, Iterator, Union

from .cell import Cell

__all__ = ["SequentialCell", "CellList"]


def _check_cell(cell: Any, where: str) -> "Cell":
    if not isinstance(cell, Cell):
        raise TypeError(f"For '{where}', each element must be a Cell, but got {type(cell).__name__}.")
    return cell


class SequentialCell(Cell):
    """Cells run in order: ``SequentialCell(nn.Dense(4, 8), nn.ReLU())`` or from a list/OrderedDict.

    Children are registered as ``"0"``, ``"1"``... (or the OrderedDict's keys), so
    their Parameters are named ``0.weight``, ``0.bias``, ...
    """

    def __init__(self, *args: Any):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            for name, cell in args[0].items():
                self.insert_child_to_cell(name, _check_cell(cell, "SequentialCell"))
        elif len(args) == 1 and isinstance(args[0], (list, tuple)):
            for i, cell in enumerate(args[0]):
                self.insert_child_to_cell(str(i), _check_cell(cell, "SequentialCell"))
        else:
            for i, cell in enumerate(args):
                self.insert_child_to_cell(str(i), _check_cell(cell, "SequentialCell"))
        self.cell_list = list(self._cells.values())

    def __getitem__(self, index: Union[int, slice]) -> Any:
        if isinstance(index, slice):
            return SequentialCell(list(self._cells.values())[index])
        return list(self._cells.values())[index]

    def __setitem__(self, index: int, cell: Cell) -> None:
        key = list(self._cells.keys())[index]
        self.insert_child_to_cell(key, _check_cell(cell, "SequentialCell"))
        self.cell_list = list(self._cells.values())

    def __delitem__(self, index: Union[int, slice]) -> None:
        keys = list(self._cells.keys())
        for key in (keys[index] if isinstance(index, slice) else [keys[index]]):
            delattr(self, key)
        self.cell_list = list(self._cells.values())

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._cells.values())

    def append(self, cell: Cell) -> "SequentialCell":
        """Add a cell at the end."""
        self.insert_child_to_cell(str(len(self._cells)), _check_cell(cell, "SequentialCell"))
        self.cell_list = list(self._cells.values())
        return self

    def construct(self, input_data):
        for cell in self.cell_list:
            input_data = cell(input_data)
        return input_data


class CellList(Cell):
    """A list of Cells registered as ``"0"``, ``"1"``...; iterate over it in ``construct``."""

    def __init__(self, *args: Any, **kwargs: Any):
        auto_prefix = kwargs.pop("auto_prefix", True)
        super().__init__(auto_prefix=auto_prefix)
        if kwargs:
            raise TypeError(f"CellList got unexpected keyword arguments {sorted(kwargs)}.")
        if len(args) == 1:
            self.extend(args[0])
        elif len(args) > 1:
            raise TypeError("CellList takes one list of Cells.")

    def __getitem__(self, index: Union[int, slice]) -> Any:
        cells = list(self._cells.values())
        if isinstance(index, slice):
            return CellList(cells[index])
        return cells[index]

    def __setitem__(self, index: int, cell: Cell) -> None:
        key = list(self._cells.keys())[index]
        self.insert_child_to_cell(key, _check_cell(cell, "CellList"))

    def __delitem__(self, index: Union[int, slice]) -> None:
        keys = list(self._cells.keys())
        for key in (keys[index] if isinstance(index, slice) else [keys[index]]):
            delattr(self, key)
        cells = list(self._cells.values())
        for key in list(self._cells.keys()):
            self._drop(key)
            self.__dict__.pop(key, None)
        for i, c in enumerate(cells):
            self._cells[str(i)] = c
            self.__dict__[str(i)] = c

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(list(self._cells.values()))

    def append(self, cell: Cell) -> "CellList":
        self.insert_child_to_cell(str(len(self._cells)), _check_cell(cell, "CellList"))
        return self

    def extend(self, cells: Iterable[Cell]) -> "CellList":
        """MindSpore 2.10 takes a list only, and no CellDict in it (both a TypeError)."""
        if not isinstance(cells, list):
            raise TypeError(f"For '{type(self).__name__}', the new cells wanted to append should be instance of "
                            f"list, but got {type(cells).__name__}.")
        from .cell_dict import CellDict   # cell_dict imports this module's neighbours, not this module
        for c in cells:
            if isinstance(c, CellDict):
                raise TypeError(f"For '{type(self).__name__}', the type of cell can not be CellDict, "
                                f"but got {type(c).__name__}.")
            self.append(c)
        return self

    def __iadd__(self, cells: Iterable[Cell]) -> "CellList":
        """``cell_list += [cell, ...]``: :meth:`extend` (MindSpore's CellList)."""
        self.extend(cells)
        return self

    def insert(self, index: int, cell: Cell) -> None:
        cells = list(self._cells.values())
        cells.insert(index, _check_cell(cell, "CellList"))
        for key in list(self._cells.keys()):
            self._drop(key)
            self.__dict__.pop(key, None)
        for c in cells:
            self.append(c)

    def construct(self, *inputs):
        raise NotImplementedError("CellList has no construct; iterate over it in the parent's construct.")
