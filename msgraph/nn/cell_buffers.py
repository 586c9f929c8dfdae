"""MindSpore 2.10's Cell buffers and state dicts (``register_buffer``, ``named_buffers``, ``get_buffer``,
``state_dict``, ``load_state_dict`` and their hooks), attached to :class:`~msgraph.nn.cell.Cell` by ``install``.

A buffer is a Tensor in ``cell._buffers`` (registration order), also kept as the Cell's plain attribute so that
``construct`` reads it as any Tensor attribute in both modes.  Assigning a ``_Buffer`` (msgraph.common.parameter)
to a Cell attribute registers it (or replaces the buffer of that name); None clears it; any other value assigned to
a buffer's name is a TypeError (MindSpore 2.10).
``state_dict()``: an OrderedDict of ``prefix + attribute name`` -> Parameter (own Parameters first, then own
persistent buffers, then each sub-Cell's, as MindSpore); ``load_state_dict`` copies the values back.
Recorded from MindSpore 2.10: tests/conformance/programs/st_nn_mint/cell_buffers.py.
"""
from __future__ import annotations

from collections import OrderedDict, namedtuple
from typing import Any, Iterator, Tuple

from ..common.tensor import Parameter, Tensor
from .cell import Cell

__all__ = ["install", "set_buffer_attr"]

_IncompatibleKeys = namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])


def _bufs(cell: Cell) -> "OrderedDict[str, Any]":
    d = cell.__dict__
    if "_buffers_" not in d:
        d["_buffers_"] = OrderedDict()
    return d["_buffers_"]


def _non_persistent(cell: Cell) -> set:
    return cell.__dict__.setdefault("_non_persistent_buffers_", set())


def _hooks(cell: Cell, kind: str) -> "OrderedDict[int, Any]":
    return cell.__dict__.setdefault("_sd_hooks_" + kind, OrderedDict())


def set_buffer_attr(cell: Cell, name: str, value: Any) -> bool:
    """Cell.__setattr__'s buffer branch: True when ``value`` was stored as a buffer."""
    bufs = _bufs(cell)
    if getattr(value, "_is_buffer", False):
        bufs[name] = value
        if getattr(value, "persistent", True):
            _non_persistent(cell).discard(name)
        else:
            _non_persistent(cell).add(name)
        object.__setattr__(cell, name, value)
        return True
    if name in bufs:
        if value is not None:  # MindSpore 2.10: only a _Buffer or None replaces a buffer
            raise TypeError(f"Buffer '{name}' already exists in network, can not assign this type: "
                            f"'{type(value)}' as a buffer.")
        bufs[name] = value
        object.__setattr__(cell, name, value)
        return True
    return False


class _Handle:
    _next = 0

    def __init__(self, hooks: dict) -> None:
        self.hooks = hooks
        _Handle._next += 1
        self.handle_id = _Handle._next

    def remove(self) -> None:
        self.hooks.pop(self.handle_id, None)


def register_buffer(self: Cell, name: str, tensor: Any, persistent: bool = True) -> None:
    """Add a buffer (a Tensor that is state but no Parameter) named ``name``."""
    if "_params" not in self.__dict__:
        raise AttributeError("cannot assign buffer before Cell.__init__() call")
    if not isinstance(name, str):
        raise TypeError(f"buffer name should be a string.But got this type: {type(name)}")
    if "." in name:
        raise KeyError('buffer name can\'t contain "."')
    if name == "":
        raise KeyError('buffer name can\'t be empty string ""')
    bufs = _bufs(self)
    if hasattr(self, name) and name not in bufs:
        raise KeyError(f"attribute '{name}' already exists")
    if tensor is not None and not isinstance(tensor, Tensor):
        raise TypeError(f"cannot assign '{type(tensor)}' object to buffer '{name}' "
                        "(mindspore Tensor or None required)")
    bufs[name] = tensor
    if persistent:
        _non_persistent(self).discard(name)
    else:
        _non_persistent(self).add(name)
    object.__setattr__(self, name, tensor)


def get_buffer(self: Cell, target: str) -> Any:
    """The buffer at the dotted path ``target`` ("sub_net.buffer_1")."""
    cell_path, _, buffer_name = target.rpartition(".")
    cell = self
    if cell_path:
        for item in cell_path.split("."):
            if item not in cell._cells:
                raise AttributeError(f"{cell.cls_name} has no attribute `{item}`")
            cell = cell._cells[item]
    if not hasattr(cell, buffer_name):
        raise AttributeError(f"{cell.cls_name} has no attribute `{buffer_name}`")
    if buffer_name not in _bufs(cell):
        raise AttributeError("`" + buffer_name + "` is not a buffer")
    return _bufs(cell)[buffer_name]


def named_buffers(self: Cell, prefix: str = "", recurse: bool = True,
                  remove_duplicate: bool = True) -> Iterator[Tuple[str, Any]]:
    """``(name, buffer)`` pairs: this Cell's buffers, then its sub-Cells' (dotted names)."""
    cells = self.cells_and_names(name_prefix=prefix) if recurse else [(prefix, self)]
    seen = set()
    for cell_name, cell in cells:
        for name, buf in _bufs(cell).items():
            if buf is None or (remove_duplicate and id(buf) in seen):
                continue
            seen.add(id(buf))
            yield (cell_name + "." + name if cell_name else name), buf


def buffers(self: Cell, recurse: bool = True) -> Iterator[Any]:
    """The buffers of :func:`named_buffers`."""
    for _, buf in named_buffers(self, recurse=recurse):
        yield buf


def _save_to_state_dict(self: Cell, destination: dict, prefix: str, keep_vars: bool) -> None:
    for name, param in self._params.items():
        if param is not None:
            destination[prefix + name] = param
    skip = _non_persistent(self)
    for name, buf in _bufs(self).items():
        if buf is not None and name not in skip:
            destination[prefix + name] = buf


def state_dict(self: Cell, *args: Any, destination: Any = None, prefix: str = "", keep_vars: bool = False) -> Any:
    """An OrderedDict ``name -> Parameter / buffer`` of this Cell and its sub-Cells."""
    if args:
        destination = args[0] if destination is None else destination
        if len(args) > 1 and prefix == "":
            prefix = args[1]
        if len(args) > 2 and keep_vars is False:
            keep_vars = args[2]
    if destination is not None and not isinstance(destination, dict):
        raise TypeError(f"The type of destination must be OrderedDict, but got {type(destination)}")
    if not isinstance(prefix, str):
        raise TypeError(f"The type of prefix must be string, but got {type(prefix)}")
    if not isinstance(keep_vars, bool):
        raise TypeError(f"The type of keep_vars must be bool, but got {type(keep_vars)}")
    if destination is None:
        destination = OrderedDict()
        destination._metadata = OrderedDict()
    local_metadata: dict = {}
    if hasattr(destination, "_metadata"):
        destination._metadata[prefix[:-1]] = local_metadata
    for hook in list(_hooks(self, "pre").values()):
        hook(self, prefix, keep_vars)
    _save_to_state_dict(self, destination, prefix, keep_vars)
    for name, cell in self._cells.items():
        if cell is not None:
            state_dict(cell, destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
    for hook in list(_hooks(self, "post").values()):
        hook(self, destination, prefix, local_metadata)
    return destination


def _as_array(value: Any) -> Any:
    import numpy as np

    if isinstance(value, Tensor):
        return value.asnumpy()
    return np.asarray(value)


def load_state_dict(self: Cell, state_dict: Any, strict: bool = True) -> Any:
    """Copy ``state_dict``'s values into this Cell's Parameters and buffers; returns
    ``IncompatibleKeys(missing_keys, unexpected_keys)`` (a RuntimeError for either when ``strict``)."""
    if not isinstance(state_dict, dict):
        raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
    missing, unexpected, error_msgs = [], [], []
    used = set()

    def load(cell: Cell, prefix: str) -> None:
        local_metadata: dict = {}
        for hook in list(_hooks(cell, "load_pre").values()):
            hook(cell, state_dict, prefix, local_metadata, strict, missing, unexpected, error_msgs)
        skip = _non_persistent(cell)
        for name, param in cell._params.items():
            key = prefix + name
            if param is None:
                continue
            if key not in state_dict:
                missing.append(key)
                continue
            used.add(key)
            value = state_dict[key]
            arr = _as_array(value)
            if tuple(arr.shape) != tuple(param.shape):
                error_msgs.append(f"size mismatch for {key}: copying a param with shape {tuple(arr.shape)} from "
                                  f"checkpoint, the shape in current model is {tuple(param.shape)}.")
                continue
            param.set_data(Tensor(arr.astype(param.asnumpy().dtype)))
        bufs = _bufs(cell)
        for name, buf in list(bufs.items()):
            key = prefix + name
            if buf is None or name in skip:
                continue
            if key not in state_dict:
                missing.append(key)
                continue
            used.add(key)
            new = Tensor(_as_array(state_dict[key]).astype(buf.asnumpy().dtype))
            new._is_buffer = True
            bufs[name] = new
            object.__setattr__(cell, name, new)
        for name, child in cell._cells.items():
            if child is not None:
                load(child, prefix + name + ".")

    load(self, "")
    unexpected.extend(k for k in state_dict if k not in used)
    result = _IncompatibleKeys(missing, unexpected)
    for _, cell in self.cells_and_names():
        for hook in list(_hooks(cell, "load_post").values()):
            hook(cell, result)
    if strict:
        if unexpected:
            error_msgs.insert(0, "Unexpected key(s) in state_dict: {}. ".format(
                ", ".join(f'"{k}"' for k in unexpected)))
        if missing:
            error_msgs.insert(0, "Missing key(s) in state_dict: {}. ".format(", ".join(f'"{k}"' for k in missing)))
    if error_msgs:
        raise RuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
            self.cls_name, "\n\t".join(error_msgs)))
    return result


def _register(kind: str):
    def register(self: Cell, hook: Any) -> Any:
        hooks = _hooks(self, kind)
        handle = _Handle(hooks)
        hooks[handle.handle_id] = hook
        return handle

    register.__name__ = {"pre": "register_state_dict_pre_hook", "post": "register_state_dict_post_hook",
                         "load_pre": "register_load_state_dict_pre_hook",
                         "load_post": "register_load_state_dict_post_hook"}[kind]
    return register


def install() -> None:
    Cell._buffers = property(_bufs)
    Cell._set_buffer_attr = set_buffer_attr   # (cell.py's __setattr__ calls it: no import of this module there)
    Cell._non_persistent_buffers_set = property(_non_persistent)
    for fn in (register_buffer, get_buffer, named_buffers, buffers, state_dict, load_state_dict):
        setattr(Cell, fn.__name__, fn)
    Cell._save_to_state_dict = _save_to_state_dict
    for kind in ("pre", "post", "load_pre", "load_post"):
        f = _register(kind)
        setattr(Cell, f.__name__, f)
