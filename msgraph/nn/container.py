"""Cell containers: ``nn.SequentialCell`` and ``nn.CellList``."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Iterable, Iterator, Tuple, Union

from .cell import Cell

__all__ = ["SequentialCell", "CellList"]


def _check_cell(cell: Any, where: str) -> "Cell":
    if not isinstance(cell, Cell):
        raise TypeError(f"For '{where}', each cell must be subclass of Cell, but got {type(cell).__name__}.")
    return cell


def _valid_index(count: int, index: Any, where: str) -> int:
    """MindSpore's check of a container's int index (TypeError for other kinds, IndexError out of range)."""
    if not isinstance(index, int):
        raise TypeError(f"For '{where}', the type of 'index' must be int, but got {type(index).__name__}.")
    if not -count <= index < count:
        raise IndexError(f"For '{where}', the value of 'index' must be a number in range [{-count}, {count}), "
                         f"but got {index}.")
    return index % count


def _get_prefix_and_index(cells: "OrderedDict[str, Cell]") -> Tuple[str, int]:
    """The name prefix MindSpore 2.10 gives a Cell added to a filled container, and where the key sits in a name.

    It reads the stored name of the first Parameter of the first cell that has one (and of the next such cell):
    the prefix is that name's components before the last one equal to the first cell's key, unless an earlier
    such component is confirmed by the second cell's name having its own key at that position. Parameters of a
    container that is already an attribute are named ``layers.0...``, which gives ``layers.``; in a list that
    was empty when it became an attribute they are ``0.blocks.0...`` (no owner prefix), which gives ``0.blocks.``
    when there is no second cell, hence Swin Transformer's ``0.blocks.1.blocks.0.norm1.gamma``. Returns
    ``(prefix, index of the key component)``.
    """
    firsts = []
    for key, cell in cells.items():
        first = next(iter(cell.parameters_and_names()), None)
        if first is not None:
            firsts.append((key, first[1].name.split(".")))
            if len(firsts) == 2:
                break
    if not firsts:
        return "", 0
    key, parts = firsts[0]
    prefix, index = "", 0
    for i, part in enumerate(parts):
        if part != key:
            continue
        prefix, index = "".join(p + "." for p in parts[:i]), i
        if len(firsts) == 2:
            other = firsts[1][1]
            if i < len(other) and other[i] == firsts[1][0]:
                break
    return prefix, index


def _renumber(cell: Cell, prefix: str, key_index: int, key: str) -> None:
    """MindSpore's renaming of a container member moved to ``key``: the name components after the old key stay."""
    for _, param in cell.parameters_and_names():
        param.name = prefix + key + "." + ".".join(param.name.split(".")[key_index + 1:])


def _set_cells(owner: Cell, items) -> None:
    """Replaces owner's children by ``items`` ((key, cell) pairs, in order), renaming nothing."""
    for key in list(owner._cells.keys()):
        owner._drop(key)
        owner.__dict__.pop(key, None)
    for key, cell in items:
        owner.insert_child_to_cell(key, cell)


class SequentialCell(Cell):
    """Cells run in order: ``SequentialCell(nn.Dense(4, 8), nn.ReLU())`` or from a list/OrderedDict.

    Children are registered as ``"0"``, ``"1"``... (or the OrderedDict's keys), so
    their Parameters are named ``0.weight``, ``0.bias``, ... (MindSpore's naming, also for ``append``,
    ``__setitem__`` and ``__delitem__``: :func:`_get_prefix_and_index`).
    """

    _hooks_container = True

    def __init__(self, *args: Any):
        super().__init__()
        self.__dict__["_is_dynamic_name"] = []
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            items = [(name, cell, False) for name, cell in args[0].items()]
        elif len(args) == 1 and isinstance(args[0], list):
            items = [(str(i), cell, True) for i, cell in enumerate(args[0])]
        elif len(args) == 1 and not isinstance(args[0], Cell):
            # MindSpore 2.10 takes one Cell, list or OrderedDict (a tuple or dict is a TypeError; adapt37pm sweep)
            raise TypeError(f"For '{type(self).__name__}', the 'args[0]' must be Cell, list or orderedDict, "
                            f"but got {type(args[0]).__name__}")
        else:
            items = [(str(i), cell, True) for i, cell in enumerate(args)]
        for key, cell, dynamic in items:
            self.insert_child_to_cell(key, cell)
            cell.update_parameters_name(key + ".")
            self._is_dynamic_name.append(dynamic)
        self.cell_list = list(self._cells.values())

    def __getitem__(self, index: Union[int, slice]) -> Any:
        if isinstance(index, slice):
            return SequentialCell(OrderedDict(list(self._cells.items())[index]))
        return list(self._cells.values())[_valid_index(len(self), index, type(self).__name__)]

    def __setitem__(self, index: int, cell: Cell) -> None:
        _check_cell(cell, "SequentialCell")
        prefix, _ = _get_prefix_and_index(self._cells)
        key = list(self._cells.keys())[index]
        self.insert_child_to_cell(key, cell)
        cell.update_parameters_name(prefix + key + ".")
        self.cell_list = list(self._cells.values())

    def __delitem__(self, index: Union[int, slice]) -> None:
        keys = list(self._cells.keys())
        if isinstance(index, slice):
            gone = set(keys[index])
        elif isinstance(index, int):
            gone = {keys[index]}
        else:
            raise TypeError(f"For '{type(self).__name__}', the type of index must be int type or slice type, "
                            f"but got {type(index).__name__}")
        dynamic = [flag for key, flag in zip(keys, self._is_dynamic_name) if key not in gone]
        kept = [(key, cell) for key, cell in self._cells.items() if key not in gone]
        prefix, key_index = _get_prefix_and_index(OrderedDict(kept))
        items = []
        for idx, ((key, cell), flag) in enumerate(zip(kept, dynamic)):
            if flag:
                key = str(idx)
                _renumber(cell, prefix, key_index, key)
            items.append((key, cell))
        _set_cells(self, items)
        self.__dict__["_is_dynamic_name"] = dynamic
        self.cell_list = list(self._cells.values())

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._cells.values())

    def append(self, cell: Cell) -> None:
        """Add a cell at the end (returns None, as MindSpore's)."""
        _check_cell(cell, "SequentialCell")
        prefix, _ = _get_prefix_and_index(self._cells)
        key = str(len(self._cells))
        cell.update_parameters_name(prefix + key + ".")
        self._is_dynamic_name.append(True)
        self.insert_child_to_cell(key, cell)
        self.cell_list = list(self._cells.values())

    def construct(self, input_data):
        for cell in self.cell_list:
            input_data = cell(input_data)
        return input_data


class CellList(Cell):
    """A list of Cells registered as ``"0"``, ``"1"``...; iterate over it in ``construct``. Added cells' Parameters
    are named as MindSpore 2.10 names them (:func:`_get_prefix_and_index`), unless ``auto_prefix=False``."""

    _hooks_container = True

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
        if not isinstance(index, int):
            raise TypeError(f"For '{type(self).__name__}', the type of 'index' must be int or slice, "
                            f"but got {type(index).__name__}.")
        return cells[_valid_index(len(cells), index, type(self).__name__)]

    def __setitem__(self, index: int, cell: Cell) -> None:
        if not isinstance(index, int):
            _check_cell(cell, "CellList")
            raise TypeError(f"For '{type(self).__name__}', the type of 'index' must be int, "
                            f"but got {type(index).__name__}.")
        key = list(self._cells.keys())[_valid_index(len(self), index, type(self).__name__)]
        if self._auto_prefix:
            # MindSpore renames before it checks the cell: an int there is an AttributeError (adapt37pm sweep)
            cell.update_parameters_name  # noqa: B018
            _check_cell(cell, "CellList")
            prefix, _ = _get_prefix_and_index(self._cells)
            cell.update_parameters_name(prefix + key + ".")
        self.insert_child_to_cell(key, cell)

    def __delitem__(self, index: Union[int, slice]) -> None:
        keys = list(self._cells.keys())
        if not isinstance(index, (int, slice)):
            raise TypeError(f"For '{type(self).__name__}', the type of 'index' must be int or slice, "
                            f"but got {type(index).__name__}.")
        gone = set(keys[index] if isinstance(index, slice)
                   else [keys[_valid_index(len(keys), index, type(self).__name__)]])
        kept = [(key, cell) for key, cell in self._cells.items() if key not in gone]
        prefix, key_index = _get_prefix_and_index(OrderedDict(kept))
        items = []
        for idx, (_, cell) in enumerate(kept):
            if self._auto_prefix:
                _renumber(cell, prefix, key_index, str(idx))
            items.append((str(idx), cell))
        _set_cells(self, items)

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(list(self._cells.values()))

    def append(self, cell: Cell) -> None:
        """Add a cell at the end (returns None, as MindSpore's; ``extend`` returns the list)."""
        _check_cell(cell, "CellList")
        key = str(len(self._cells))
        if self._auto_prefix:
            prefix, _ = _get_prefix_and_index(self._cells)
            cell.update_parameters_name(prefix + key + ".")
        self.insert_child_to_cell(key, cell)

    def extend(self, cells: Iterable[Cell]) -> "CellList":
        """MindSpore 2.10 takes a list only, and no CellDict in it (both a TypeError). The name prefix is the one
        of the list before the call, for every cell added."""
        if not isinstance(cells, list):
            raise TypeError(f"For '{type(self).__name__}', the new cells wanted to append should be instance of "
                            f"list, but got {type(cells).__name__}.")
        from .cell_dict import CellDict   # cell_dict imports this module's neighbours, not this module
        prefix, _ = _get_prefix_and_index(self._cells)
        for c in cells:
            if isinstance(c, CellDict):
                raise TypeError(f"For '{type(self).__name__}', the type of cell can not be CellDict, "
                                f"but got {type(c).__name__}.")
            _check_cell(c, "CellList")
            key = str(len(self._cells))
            if self._auto_prefix:
                c.update_parameters_name(prefix + key + ".")
            self.insert_child_to_cell(key, c)
        return self

    def __iadd__(self, cells: Iterable[Cell]) -> "CellList":
        """``cell_list += [cell, ...]``: :meth:`extend` (MindSpore's CellList)."""
        self.extend(cells)
        return self

    def insert(self, index: int, cell: Cell) -> None:
        """Insert before ``index``; the cells after it move one key up and are renamed (MindSpore's rule)."""
        _check_cell(cell, "CellList")
        cells = list(self._cells.values())
        n = len(cells)
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"For '{type(self).__name__}', the type of 'index' must be int, but got "
                            f"{type(index).__name__}.")
        if not -n <= index <= n:
            raise IndexError(f"For '{type(self).__name__}', the value of 'index' must be a number in range "
                             f"[{-n}, {n}], but got {index}.")
        idx = index % n if (n != 0 and index != n) else index
        prefix, key_index = _get_prefix_and_index(self._cells)
        if self._auto_prefix:
            for k in range(idx, n):
                _renumber(cells[k], prefix, key_index, str(k + 1))
            cell.update_parameters_name(prefix + str(idx) + ".")
        cells.insert(idx, cell)
        _set_cells(self, [(str(k), c) for k, c in enumerate(cells)])

    def construct(self, *inputs):
        raise NotImplementedError("CellList has no construct; iterate over it in the parent's construct.")
