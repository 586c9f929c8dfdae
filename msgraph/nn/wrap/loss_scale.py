"""Loss scaling for mixed-precision training: nn.TrainOneStepWithLossScaleCell and its update cells.

The loss's sensitivity is the loss scale, so gradients come out scaled; they are divided by it, checked
for overflow (any inf/nan), and the optimizer step is skipped when one overflowed.  An update cell
(``DynamicLossScaleUpdateCell``) then adapts the scale.  The overflow check is MindSpore's GPU rule
(a finiteness test of every gradient); MindSpore 2.10's CPU build has no kernel for its Ascend status
registers and fails there (docs/differences.md).
"""
from __future__ import annotations

import numpy as np

from ... import ops
from ...autodiff.grad import GradOperation
from ...common import dtype as mstype
from ...common.tensor import Parameter, Tensor
from ...context import GRAPH_MODE, get_context
from ...ops.registry import op_function
from ..cell import Cell
from .cell_wrapper import TrainOneStepCell
from ..parameter_tuple import ParameterTuple

__all__ = ["DynamicLossScaleUpdateCell", "FixedLossScaleUpdateCell", "TrainOneStepWithLossScaleCell",
           "grads_overflow"]


@op_function  # called directly with symbolic values in Graph mode
def grads_overflow(grads):
    """A Bool scalar Tensor: True when any gradient holds an inf or a nan."""
    finite = None
    for g in grads:
        ok = ops.isfinite(g).all()
        finite = ok if finite is None else ops.logical_and(finite, ok)
    return ops.logical_not(finite)


class DynamicLossScaleUpdateCell(Cell):
    """Adapts the loss scale: on overflow ``scale = max(scale / scale_factor, 1)``; after
    ``scale_window`` steps without overflow ``scale *= scale_factor``.

    ``construct(loss_scale, overflow)`` updates the ``loss_scale`` Parameter in place and returns
    ``overflow``.  Counters: ``cur_iter`` (starts at 1) and ``last_overflow_iter`` (starts at 0).
    """

    def __init__(self, loss_scale_value, scale_factor, scale_window):
        super().__init__()
        self.scale_window = Tensor(np.asarray(scale_window, np.int32))
        self.scale_factor = Tensor(np.asarray(scale_factor, np.float32))
        self.loss_scale_value = loss_scale_value
        self.cur_iter = Parameter(Tensor(np.asarray(1, np.int32)), name="current_iterator_step")
        self.last_overflow_iter = Parameter(Tensor(np.asarray(0, np.int32)), name="last_overflow_iterator_step")
        self.minimum_loss_scale = Tensor(np.asarray(1.0, np.float32))

    def get_loss_scale(self):
        return self.loss_scale_value

    def __call__(self, *args, **kwargs):
        # Called on its own in Graph mode with the scale Parameter as an ARGUMENT: a compiled graph
        # receives arguments by value and could not update it, so run the few ops eagerly.  (Inside
        # a train step the scale is an attribute of the step Cell and this call is compiled.)
        if args and isinstance(args[0], Parameter) and get_context("mode") == GRAPH_MODE:
            return self.construct(*args, **kwargs)
        return super().__call__(*args, **kwargs)

    def construct(self, loss_scale, overflow):
        on_overflow = ops.select(overflow, ops.maximum(loss_scale * (1.0 / self.scale_factor),
                                                       self.minimum_loss_scale), loss_scale)
        should_inc = ops.less_equal(self.scale_window, self.cur_iter - self.last_overflow_iter)
        last_iter_cond = ops.logical_or(overflow, should_inc)
        ops.assign(self.last_overflow_iter, ops.select(last_iter_cond, self.cur_iter, self.last_overflow_iter))
        grow = ops.logical_and(should_inc, ops.logical_not(overflow))
        ops.assign(loss_scale, ops.select(grow, on_overflow * self.scale_factor, on_overflow))
        ops.assign(self.cur_iter, self.cur_iter + 1)
        return overflow


class FixedLossScaleUpdateCell(Cell):
    """A loss scale that never changes: ``construct(loss_scale, overflow)`` returns ``overflow``."""

    def __init__(self, loss_scale_value):
        super().__init__()
        self.loss_scale_value = loss_scale_value

    def get_loss_scale(self):
        return self.loss_scale_value

    def construct(self, _, overflow):
        return overflow


class _Identity(Cell):
    """``grad_reducer`` without data parallelism: returns the gradients unchanged."""

    def construct(self, x):
        return x


class TrainOneStepWithLossScaleCell(TrainOneStepCell):
    """One training step with loss scaling; returns ``(loss, overflow, scale_sense)``.

    ``scale_sense`` is an update Cell (``DynamicLossScaleUpdateCell`` / ``FixedLossScaleUpdateCell``,
    whose ``get_loss_scale()`` seeds the ``scale_sense`` Parameter) or a Tensor of shape ``()`` or
    ``(1,)``.  The step::

        loss, grads = value and gradients of network(*inputs) with sensitivity scale_sense
        grads = grads / scale_sense;  overflow = any inf/nan in grads
        overflow = update_cell(scale_sense, overflow)        (when scale_sense is a Cell)
        if not overflow: optimizer(grads)
    """

    def __init__(self, network, optimizer, scale_sense):
        if not isinstance(network, Cell) or not isinstance(optimizer, Cell):
            raise TypeError("For 'TrainOneStepWithLossScaleCell', 'network' and 'optimizer' must be Cells.")
        super().__init__(network, optimizer, sens=None)
        self.weights = ParameterTuple(optimizer.parameters)
        # what subclasses written for MindSpore use (BERT-style steps): grad factory, reducer, flags
        self.grad = GradOperation(get_by_list=True, sens_param=True)
        if not isinstance(getattr(self, "grad_reducer", None), Cell):
            self.grad_reducer = _Identity()
        self.reducer_flag = getattr(self, "reducer_flag", False)
        self.degree = getattr(self, "degree", 1)
        # MindSpore 2.10's helper ops on the cell, which the zoo's subclasses call in their own construct
        # (h-zoo5: SwinTransformer's TrainOneStepWithLossScaleCellGlobalNormClip uses self.hyper_map)
        self.hyper_map = ops.HyperMap()
        self.base = Tensor(1, mstype.float32)
        self.base0 = Tensor(0, mstype.int32)
        self.reduce_sum = ops.ReduceSum(keep_dims=False)
        self.reduce_all = ops.ReduceAll(keep_dims=False)
        self.less_equal = ops.LessEqual()
        self.equal = ops.Equal()
        self.logic_not = ops.LogicalNot()
        self.is_distributed = False
        self.gpu_target = get_context("device_target") == "GPU"
        self.loss_scaling_manager = None
        if isinstance(scale_sense, Cell):
            self.loss_scaling_manager = scale_sense
            value = np.asarray(scale_sense.get_loss_scale(), np.float32)
            self.scale_sense = Parameter(Tensor(value), name="scale_sense")
        elif isinstance(scale_sense, Tensor):
            if tuple(scale_sense.shape) not in ((1,), ()):
                raise ValueError(f"For 'TrainOneStepWithLossScaleCell', the shape of 'scale_sense' must be (1,) or "
                                 f"(), but got {scale_sense.shape}.")
            self.scale_sense = Parameter(Tensor(scale_sense.asnumpy()), name="scale_sense")
        else:
            raise TypeError(f"For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or Tensor, but "
                            f"got 'scale_sense' type: {type(scale_sense)}.")
        self.grad_fn = GradOperation(get_by_list=True, sens_param=True)(network, self.weights)

    def construct(self, *inputs):
        scaling_sens = self.scale_sense
        loss = self.network(*inputs)
        sens = ops.ones_like(loss) * ops.cast(scaling_sens, loss.dtype).reshape(())
        grads = self.grad_fn(*inputs, sens)
        inverse = (1.0 / scaling_sens).reshape(())
        unscaled = ()
        for g in grads:
            unscaled = unscaled + (g * ops.cast(inverse, g.dtype),)
        unscaled = self.grad_reducer(unscaled)
        cond = grads_overflow(unscaled)
        overflow = self.process_loss_scale(cond)
        if not overflow:
            self.optimizer(unscaled)
        return loss, cond, self.scale_sense

    def start_overflow_check(self, pre_cond, compute_input):
        """``(status, compute_input)``: the status is unused (overflow is read from the gradients)."""
        status = ops.zeros((8,), mstype.int32)
        return status, compute_input

    def process_loss_scale(self, overflow):
        if self.loss_scaling_manager is not None:
            return self.loss_scaling_manager(self.scale_sense, overflow)
        return overflow

    def set_sense_scale(self, sens):
        """Replace the loss scale (a Tensor)."""
        if isinstance(sens, Tensor):
            self.scale_sense.set_data(sens)
        else:
            raise TypeError(f"For 'TrainOneStepWithLossScaleCell', the type of 'sens' must be Tensor, but got "
                            f"{type(sens)}")

    def get_overflow_status(self, status, compute_output):
        return grads_overflow(compute_output)
