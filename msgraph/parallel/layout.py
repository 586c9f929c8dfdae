"""``ms.Layout`` / ``mindspore.parallel.Layout``: how a Tensor is laid out over a device matrix (a description for
``shard`` / ``reshard``; on one device, and in msgraph's data-parallel worlds, no Tensor is split by it)."""
from __future__ import annotations

import copy
from typing import Any, Dict, List, Optional, Tuple

_INTERLEAVED = "interleaved_parallel"


class Layout:
    """``Layout(device_matrix, alias_name, rank_list=None)``; calling it with one alias (or tuple of aliases, or
    ``"None"``) per tensor dimension gives the layout of a tensor: ``layout("dp", "None")``."""

    def __init__(self, device_matrix: Tuple[int, ...], alias_name: Tuple[str, ...],
                 rank_list: Optional[List[int]] = None) -> None:
        if not isinstance(device_matrix, tuple):
            raise TypeError(f"device_matrix must be tuple type, but got:{type(device_matrix)}")
        if not isinstance(alias_name, tuple):
            raise TypeError(f"alias_name must be tuple type, but got:{type(alias_name)}")
        if len(device_matrix) != len(alias_name):
            raise ValueError("device_matrix length should be equal to alias_name length")
        for d in device_matrix:
            if not isinstance(d, int):
                raise TypeError(f"The element of device_matrix must be int type, but got:{type(d)}")
        for name in alias_name:
            if not isinstance(name, str):
                raise TypeError(f"The element of alias_name must be str type, but got:{type(name)}")
            if not name:
                raise ValueError("The element of alias_name can not be empty.")
            if name == "None":
                raise ValueError("The element of alias_name can not set 'None', because 'None' means no sharding.")
        if len(set(alias_name)) != len(alias_name):
            raise ValueError(f"Each element of alias_name {alias_name} should be different")
        if _INTERLEAVED in alias_name and alias_name.index(_INTERLEAVED) != len(alias_name) - 1:
            raise ValueError(f"When alias_name {alias_name} contains keyword 'interleaved_parallel', it should be at "
                             f"the last dim of alias_name, which means the virtual sharding.")
        devices = 1
        for d in device_matrix:
            devices *= d
        if rank_list is not None:
            if not isinstance(rank_list, list):
                raise TypeError(f"The rank_list should be a list, but got {type(rank_list).__name__}.")
            for r in rank_list:
                if not isinstance(r, int):
                    raise TypeError(f"The element of rank_list should be int, but got {type(r).__name__}.")
            if len(rank_list) != devices:
                raise ValueError(f"The length of rank_list should be equal to the product of device_matrix, but got "
                                 f"{len(rank_list)} and {devices}.")
        self._device_shape = device_matrix
        self._alias_name = alias_name
        self._tensor_map: Optional[Tuple[Any, ...]] = None
        self._rank_list = list(rank_list) if rank_list is not None else list(range(devices))

    def _axis(self, name: str, used: List[str]) -> int:
        """The device-matrix axis ``name`` maps a tensor dimension to, counted from the last (-1 for "None")."""
        if name == "None":
            return -1
        if name not in self._alias_name:
            raise ValueError(f"The axis {name} is not found in {self._alias_name}")
        if name in used:
            raise ValueError(f"The axis {name} has been set more than one in {self._alias_name}")
        used.append(name)
        return len(self._alias_name) - 1 - self._alias_name.index(name)

    def __call__(self, *tensor_map: Any) -> "Layout":
        used: List[str] = []
        mapped: Tuple[Any, ...] = ()
        for item in tensor_map:
            if isinstance(item, tuple):
                mapped += (tuple(self._axis(name, used) for name in item),)
            else:
                mapped += (self._axis(item, used),)
        self._tensor_map = mapped
        return copy.deepcopy(self)

    def to_dict(self) -> Dict[str, Any]:
        if self._device_shape is None:
            raise ValueError("The device_shape of layout is None")
        if self._tensor_map is None:
            raise ValueError("The tensor_map of layout is None")
        return {"device_matrix": self._device_shape, "tensor_map": self._tensor_map,
                "interleaved_parallel": _INTERLEAVED in self._alias_name, "alias_name": self._alias_name,
                "rank_list": self._rank_list}
