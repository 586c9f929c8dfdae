"""Cells that split a batch into micro-batches along axis 0 and add the network's outputs over them:
``GradAccumulationCell(network, micro_size)``, ``PipelineCell(network, micro_size, ...)`` and
``MicroBatchInterleaved(network, interleave_num=2)`` (MindSpore 2.10's parallel wrappers).  On one device, as on
MindSpore's CPU backend, they compute ``sum_i network(*micro_batch_i)``; MicroBatchInterleaved starts the sum from
the Python float 0.0."""
from __future__ import annotations

from typing import Any

from ... import ops
from ..cell import Cell


def _micro_batch(i: int, n: int, inputs: tuple) -> tuple:
    """The i-th of n equal slices along axis 0 of every input."""
    out = ()
    for x in inputs:
        rows = x.shape[0]
        if rows % n != 0:
            raise ValueError(f"For micro batch initialization, the 0th dimension shape of input({rows}) must be "
                             f"divided by micro size({n})")
        step = rows // n
        out = out + (x[step * i:step * (i + 1)],)
    return out


def _sum_over_micro_batches(network: Any, n: int, inputs: tuple) -> Any:
    """``network``'s outputs on the n micro-batches of ``inputs``, added."""
    ret = network(*_micro_batch(0, n, inputs))
    for i in range(1, n):
        ret = ops.add(ret, network(*_micro_batch(i, n, inputs)))
    return ret


def _check_count(cls: str, arg: str, value: Any) -> None:
    if not isinstance(value, int):
        raise TypeError(f"For '{cls}', the argument '{arg}' must be integer, but got the type : {type(value)}.")
    if value <= 0:
        raise ValueError(f"For '{cls}', the argument '{arg}' must be large than 0, but got {value}.")


def _check_network(cls: str, network: Any) -> None:
    if not isinstance(network, Cell):
        raise TypeError(f"For '{cls}', the argument 'network' must cell type, but got the type : {type(network)}.")


class GradAccumulationCell(Cell):
    """``network`` run on ``micro_size`` micro-batches, its outputs added."""

    def __init__(self, network: Cell, micro_size: int) -> None:
        super().__init__(auto_prefix=False)
        self.network = network
        self.micro_size = micro_size
        _check_network("GradAccumulationCell", network)
        _check_count("GradAccumulationCell", "micro_size", micro_size)

    def construct(self, *inputs: Any) -> Any:
        return _sum_over_micro_batches(self.network, self.micro_size, inputs)


class PipelineCell(Cell):
    """``network`` run on ``micro_size`` micro-batches, its outputs added (one pipeline stage on one device).
    ``stage_config`` / ``segment_config`` name sub-Cells (by their names in ``network.cells_and_names()``) and set
    their ``pipeline_stage`` / ``pipeline_segment``; a name that matches no Cell is MindSpore's KeyError."""

    def __init__(self, network: Cell, micro_size: int, stage_config: Any = None, segment_config: Any = None) -> None:
        super().__init__(auto_prefix=False)
        self.network = network
        self.micro_size = micro_size
        _check_network("PipelineCell", network)
        _check_count("PipelineCell", "micro_size", micro_size)
        for config, attr, arg in ((stage_config, "pipeline_stage", "stage_config"),
                                  (segment_config, "pipeline_segment", "segment_config")):
            if config is None:
                continue
            left = dict(config)
            for name, cell in network.cells_and_names():
                if name and name in left:
                    setattr(cell, attr, left.pop(name))
            if str(network) in left:
                setattr(network, attr, left.pop(str(network)))
            if left and attr == "pipeline_stage":   # MindSpore prints what it could not place, then raises
                print("pipeline_cell stage_config set pipeline_stage fail!")
                for name, value in left.items():
                    print("config cell name:" + str(name) + " config stage num:" + str(value))
                print("network:" + str(network))
                print("cell name available:")
                for name, _ in network.cells_and_names():
                    print(name)
            if left:
                raise KeyError(f"For 'PipelineCell', the argument '{arg}' : {left} is not found in 'network' : "
                               f"{network}")

    def shard(self, in_strategy: Any, out_strategy: Any = None, parameter_plan: Any = None, device: str = "Ascend",
              level: int = 0) -> None:
        raise ValueError("For 'PipelineCell', no 'shard' on 'PipelineCell' is allowed.")

    def construct(self, *inputs: Any) -> Any:
        return _sum_over_micro_batches(self.network, self.micro_size, inputs)


class _MicroBatch(Cell):
    """``_MicroBatch(n)(i, *inputs)``: the i-th of n equal slices along axis 0 of every input (MindSpore's Cell of
    that name, held by MicroBatchInterleaved: its repr and cells_and_names list them)."""

    def __init__(self, micro_size: int) -> None:
        super().__init__()
        self.micro_size = micro_size

    def construct(self, i: Any, *inputs: Any) -> Any:
        return _micro_batch(i, self.micro_size, inputs)


class MicroBatchInterleaved(Cell):
    """``0.0 + sum_i network(*slice_i)`` over ``interleave_num`` slices of the batch."""

    def __init__(self, network: Cell, interleave_num: int = 2) -> None:
        from ..container import CellList

        super().__init__(auto_prefix=False)
        _check_count("MicroBatchInterleaved", "interleave_num", interleave_num)
        self.network = network
        self.interleave_num = interleave_num
        self.interleave_inputs = CellList([_MicroBatch(interleave_num) for _ in range(interleave_num)])

    def construct(self, *inputs: Any) -> Any:
        output = 0.0
        for i in range(self.interleave_num):
            output = ops.add(output, self.network(*self.interleave_inputs[i](i, *inputs)))
        return output
