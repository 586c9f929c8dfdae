"""``nn.DistributedGradReducer``: all-reduce the gradients of a data-parallel step, bucketed.

Instead of one AllReduce per Parameter (dozens of small messages, each paying MPI's latency), the
gradients are packed into a few *buckets*: each gradient is cast to float32 (as MindSpore does,
so mixed float16/float32 gradients reduce exactly), flattened and concatenated, the bucket is
all-reduced once, scaled by ``1/degree`` when ``mean``, split back and reshaped/cast to each
gradient's shape and dtype.  Buckets follow Parameter order and hold at most
``MSGRAPH_BUCKET_MB`` MiB (default 64) each; ``set_auto_parallel_context(all_reduce_fusion_config=
[i, j])`` splits them at those Parameter indices instead, as MindSpore's fusion split indices.
The construct is written with ops only, so it runs eagerly and compiles into the step's graph.
"""
from __future__ import annotations

import os
from typing import Any, List, Sequence, Tuple

import numpy as np

from ... import ops
from ...common.dtype import float32
from ...communication.management import GlobalComm, get_group_size
from ...ops.comm_ops import AllReduce, ReduceOp
from ..cell import Cell

__all__ = ["DistributedGradReducer"]


def _bucket_limit_bytes() -> int:
    try:
        return int(float(os.environ.get("MSGRAPH_BUCKET_MB", "64")) * (1 << 20))
    except ValueError:
        return 64 << 20


def plan_buckets(sizes: Sequence[int], limit_bytes: int, split_indices: Sequence[int] = ()) -> Tuple[Tuple[int, ...], ...]:
    """Parameter indices per bucket: consecutive, each at most ``limit_bytes`` of float32 (a single
    larger gradient gets a bucket of its own), or cut at ``split_indices`` when given."""
    buckets: List[List[int]] = []
    if split_indices:
        cuts = sorted({int(i) for i in split_indices if 0 < int(i) < len(sizes)})
        start = 0
        for c in cuts + [len(sizes)]:
            if c > start:
                buckets.append(list(range(start, c)))
            start = c
        return tuple(tuple(b) for b in buckets)
    cur: List[int] = []
    cur_bytes = 0
    for i, n in enumerate(sizes):
        nbytes = 4 * int(n)
        if cur and cur_bytes + nbytes > limit_bytes:
            buckets.append(cur)
            cur, cur_bytes = [], 0
        cur.append(i)
        cur_bytes += nbytes
    if cur:
        buckets.append(cur)
    return tuple(tuple(b) for b in buckets)


class DistributedGradReducer(Cell):
    """All-reduce (sum, or mean over ``degree`` ranks) a tuple of gradients, in a few large buckets.

    ``parameters`` -- the Parameters the gradients belong to (their shapes plan the buckets);
    ``mean`` -- divide by ``degree`` (default: ``gradients_mean`` of the auto-parallel context);
    ``degree`` -- the number of ranks (default: the group's size); ``fusion_type`` -- accepted for
    MindSpore compatibility; ``group`` -- the communication group.
    """

    def __init__(self, parameters: Any, mean: Any = None, degree: Any = None, fusion_type: int = 1,
                 group: str = GlobalComm.WORLD_COMM_GROUP):
        super().__init__(auto_prefix=False)
        from ...parallel._utils import _get_gradients_mean

        params = list(parameters)
        self.mean = _get_gradients_mean() if mean is None else bool(mean)
        if degree is None:
            degree = get_group_size(group)
        elif not isinstance(degree, int) or isinstance(degree, bool) or degree <= 0:
            raise ValueError("For 'DistributedGradReducer', parameter 'degree' in DistributedGradReducer "
                             f"should large than 0 and be int, degree: {degree}.")
        self.degree = degree
        self.group = group
        self.fusion_type = fusion_type
        self._shapes = tuple(tuple(p.shape) for p in params)
        sizes = [int(np.prod(s)) if s else 1 for s in self._shapes]
        from ...parallel._auto_parallel_context import get_auto_parallel_context

        self.buckets = plan_buckets(sizes, _bucket_limit_bytes(), get_auto_parallel_context("all_reduce_fusion_config"))
        self._bucket_sizes = tuple(tuple(sizes[i] for i in b) for b in self.buckets)
        self.allreduce = AllReduce(ReduceOp.SUM, group)
        self.scale = 1.0 / degree

    def construct(self, grads):
        single = not isinstance(grads, (tuple, list))
        if single:
            grads = (grads,)
        out = list(grads)
        for bucket, sizes in zip(self.buckets, self._bucket_sizes):
            flat = [ops.reshape(ops.cast(grads[i], float32), (-1,)) for i in bucket]
            packed = flat[0] if len(flat) == 1 else ops.concat(flat, 0)
            reduced = self.allreduce(packed)
            if self.mean:
                reduced = reduced * self.scale
            pieces = (reduced,) if len(flat) == 1 else ops.split(reduced, sizes, 0)
            for k, i in enumerate(bucket):
                out[i] = ops.cast(ops.reshape(pieces[k], grads[i].shape), grads[i].dtype)
        if single:
            return out[0]
        return tuple(out)


def broadcast_parameters_if_asked(parameters: Sequence[Any]) -> None:
    """``set_auto_parallel_context(parameter_broadcast=True)``: every rank starts from rank 0's values."""
    from ...communication import _backend
    from ...ops.comm_ops import Broadcast
    from ...parallel._auto_parallel_context import get_auto_parallel_context

    if not get_auto_parallel_context("parameter_broadcast") or not _backend.STATE.inited:
        return
    bcast = Broadcast(0, GlobalComm.WORLD_COMM_GROUP)
    for p in parameters:
        (value,) = bcast((p,))
        p.set_data(value)
