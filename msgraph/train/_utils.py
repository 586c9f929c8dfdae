"""``mindspore.train._utils``: the helpers of MindSpore's training code that user and test code import."""
from __future__ import annotations

from typing import Any, List, Sequence

import numpy as np

from ..common.dtype import dtype_to_nptype
from ..common.tensor import Tensor

__all__: List[str] = []


def _construct_tensor_list(types: Sequence[Any], shapes: Sequence[Sequence[int]], batch_expand_num: int = 1) -> List[Any]:
    """Zero Tensors of the dataset's column ``types`` and ``shapes`` (the first dimension times
    ``batch_expand_num``), marked ``virtual_flag``, as MindSpore builds a network's inputs from a dataset; a
    ValueError when the two lengths differ."""
    if len(types) != len(shapes):
        raise ValueError(f"The length of dataset types must be equal to dataset shapes, but got dataset "
                         f"types={types} and dataset shapes={shapes}")
    out = []
    for dtype, shape in zip(types, shapes):
        shape = tuple(int(d) * (batch_expand_num if i == 0 else 1) for i, d in enumerate(shape))
        t = Tensor(np.zeros(shape, dtype_to_nptype(dtype)), dtype=dtype)
        t.virtual_flag = True
        out.append(t)
    return out


# ------------------------------------------------------------------------------------------------
# parameter redundancy maps (MindSpore's checkpoint de-duplication across data-parallel ranks)
# ------------------------------------------------------------------------------------------------
def _redundancy_without_opt_shard(parameter_layout: Any, out: dict, initial_rank: int) -> None:
    """Ranks holding the same slice of each parameter: ``(dev_matrix, tensor_map)`` -> tuples of ranks."""
    for key, (slices, deploy_loc, *_) in parameter_layout.items():
        matrix = np.zeros(shape=list(slices) + [len(slices)], dtype=np.int8)
        for i in deploy_loc:
            if i == -1:
                continue
            inner = tuple(slice(None) for _ in range(i))
            for j in range(slices[-i - 1]):
                matrix[(..., j) + inner + (i,)] = j
        groups: dict = {}
        for index, locate in enumerate(matrix.reshape((-1, len(slices))).tolist()):
            groups.setdefault(tuple(locate), []).append(index + initial_rank)
        out[key] = tuple(tuple(ranks) for _, ranks in sorted(groups.items()))


def get_parameter_redundancy(layout_obj: Any, initial_rank: Any = None) -> dict:
    """MindSpore's parameter redundancy map ``{name: ((ranks sharing a slice), ...)}`` of a Cell (every parameter on
    the world group's ranks) or of a ``parameter_layout_dict`` (``{name: (dev_matrix, tensor_map, ...,
    opt_shard_group)}``).  A ``strategy.ckpt`` file name is refused: msgraph reads no parallel strategy files."""
    from ..communication.management import get_group_size, get_process_group_ranks, get_rank
    from ..nn.cell import Cell

    if isinstance(layout_obj, str):
        raise NotImplementedError("get_parameter_redundancy: msgraph reads no parallel strategy checkpoint files")
    if isinstance(layout_obj, Cell):
        ranks = (tuple(get_process_group_ranks()),)
        names = sorted(param.name for _, param in layout_obj.parameters_and_names())
        return {name: ranks for name in names}
    layout = {k: v[:2] for k, v in layout_obj.items()}
    if initial_rank is None:
        dev_num = int(np.prod(next(iter(layout.values()))[0])) if layout else 1
        initial_rank = (get_rank() // dev_num) * dev_num
    out: dict = {}
    _redundancy_without_opt_shard(layout, out, initial_rank)
    for key, value in layout_obj.items():   # the optimizer-shard group splits each rank tuple further
        if value[5]:
            num = get_group_size(value[5])
            out[key] = tuple(ranks[i::num] for ranks in out.get(key, ()) if len(ranks) % num == 0 for i in range(num))
    return {key: out[key] for key in sorted(out)}


def _restructure(input_dict: dict) -> dict:
    if all(not isinstance(item, tuple) for item in input_dict):
        return input_dict
    res: dict = {}
    for key, values in input_dict.items():
        for index, value in enumerate(values):
            res.setdefault(key[index % len(key)], []).append(value)
    return _restructure(res)


def remove_param_redundancy(param_redundancy_dict: dict, keep_redundancy: int = 1) -> dict:
    """MindSpore's ``{rank_id: {parameter names}}``: each parameter kept on ``keep_redundancy`` ranks of its group."""
    by_ranks: dict = {}
    for key, redundancy in param_redundancy_dict.items():
        for index, item in enumerate(redundancy):
            by_ranks.setdefault(item, []).append((key, index))
    layouts = {ranks: [name for name, _ in names] for ranks, names in by_ranks.items()}
    result: dict = {}
    for i in range(keep_redundancy):
        rotated = {tuple(ranks[(i + j) % len(ranks)] for j in range(len(ranks))): names
                   for ranks, names in layouts.items()}
        for key, value in _restructure(rotated).items():
            result.setdefault(key, set()).update(set(value))
    return result
