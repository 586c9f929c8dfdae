"""``nn.AdaFactor`` (MindSpore 2.10's ``mindspore.nn.optim.adafactor``): Adafactor with factored second moments.

On CPU MindSpore runs each Parameter's step with ``P.FusedAdaFactor`` (msgraph/ops/st_cpu3.py holds the one
definition of the math); the step count, relative-step learning rate and ``beta2t = 1 - step ** -decay_rate`` are
computed here as MindSpore's ``construct`` does.  Argument checks and messages follow MindSpore's."""
from __future__ import annotations

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.tensor import Parameter, Tensor
from .. import _checks as chk
from ..parameter_tuple import ParameterTuple
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["AdaFactor"]


def _to_tensor(value, is_tuple=False):
    if value is None or isinstance(value, bool):
        return value
    if is_tuple:
        return tuple(Tensor(v, mstype.float32) for v in value)
    return Tensor(value, mstype.float32)


def _nonneg(value, arg, prim):
    if value < 0.0:
        raise ValueError(f"For '{prim}', the '{arg}' must be a non-negative float number, but got {value}.")


class AdaFactor(Optimizer):
    """AdaFactor(params, learning_rate=None, eps=(1e-30, 1e-3), clip_threshold=1.0, decay_rate=0.8, beta1=0.9,
    weight_decay=0.0, scale_parameter=True, relative_step=True, warmup_init=False, compression=False,
    loss_scale=1.0)."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=None, eps=(1e-30, 1e-3), clip_threshold=1.0, decay_rate=0.8, beta1=0.9,
                 weight_decay=0.0, scale_parameter=True, relative_step=True, warmup_init=False, compression=False,
                 loss_scale=1.0):
        if learning_rate is not None and relative_step:
            raise ValueError("Cannot combine manual lr and relative_step options", learning_rate)
        if warmup_init and not relative_step:
            raise ValueError("warmup_init requires relative_step=True")
        if learning_rate is None and not relative_step:
            raise ValueError("Cannot learning_rate is None and relative_step=False")
        if learning_rate is None:
            learning_rate = 0.0
        if beta1 is None:
            beta1 = 0.0
        scale_lr = isinstance(learning_rate, (float, int))
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        name = self.cls_name
        chk.value_type(eps, "eps", [list, tuple], name)
        if len(eps) != 2:
            raise ValueError("eps must have 2 value: (eps1, eps2).")
        for i, e in enumerate(eps):
            chk.value_type(e, f"eps{i}", [float], name)
            _nonneg(e, f"eps{i}", name)
        chk.value_type(clip_threshold, "clip_threshold", [float], name)
        _nonneg(clip_threshold, "clip_threshold", name)
        chk.value_type(decay_rate, "decay_rate", [float], name)
        if not 0.0 < decay_rate < 1.0:
            raise ValueError(f"For '{name}', the 'decay_rate' must be in range of (0, 1), but got {decay_rate}.")
        if not 0.0 <= weight_decay < 1.0:
            raise ValueError(f"For '{name}', the 'weight_decay' must be in range of [0, 1), but got {weight_decay}.")
        for v, n in ((scale_parameter, "scale_parameter"), (relative_step, "relative_step"),
                     (compression, "compression")):
            chk.value_type(v, n, [bool], name)
        chk.value_type(beta1, "beta1", [int, float], name)
        _nonneg(float(beta1), "beta1", name)
        self.scale_lr = scale_lr
        self.eps = _to_tensor(eps, True)
        self.clip_threshold = _to_tensor(clip_threshold)
        self.decay_rate = _to_tensor(-decay_rate)
        self.beta1 = _to_tensor(beta1)
        self.weight_decay_tensor = _to_tensor(weight_decay)
        self.weight_decay_flag = bool(weight_decay)
        self.scale_parameter = scale_parameter if scale_lr else False
        self.relative_step = relative_step
        self.warmup_init = warmup_init
        self.compression = compression
        self._init_state(beta1)
        self.step = Parameter(initializer(0, [1], mstype.float32), name="afactor_step")
        from ...ops import operations as P
        self.fused_ada_factor = P.FusedAdaFactor(enable_scale_parameter=self.scale_parameter,
                                                 enable_first_moment=self.use_first_moment,
                                                 enable_weight_decay=self.weight_decay_flag)

    def _init_state(self, beta1):
        if beta1 > 0:
            self.use_first_moment = True
            self.exp_avg = self.parameters.clone(prefix="exp_avg", init="zeros")
        else:
            self.use_first_moment = False
            self.exp_avg = ParameterTuple([Parameter(Tensor(0.0))] * len(self.parameters))
        rows, cols, sqs = [], [], []
        for p in self.parameters:
            shape, dtype = tuple(p.shape), p.dtype
            if len(shape) > 1:
                rows.append(Parameter(initializer(0, shape[:-1], dtype), name=f"exp_avg_sq_row_{p.name}"))
                cols.append(Parameter(initializer(0, shape[:-2] + shape[-1:], dtype), name=f"exp_avg_sq_col_{p.name}"))
                sqs.append(Parameter(initializer(0, (1,), dtype), name=f"exp_avg_sq_{p.name}"))
            else:
                rows.append(Parameter(initializer(0, (1,), dtype), name=f"exp_avg_sq_row_{p.name}"))
                cols.append(Parameter(initializer(0, (1,), dtype), name=f"exp_avg_sq_col_{p.name}"))
                sqs.append(Parameter(initializer(0, shape, mstype.float16 if self.compression else dtype),
                                     name=f"exp_avg_sq_{p.name}"))
        self.exp_avg_sq_row = ParameterTuple(rows)
        self.exp_avg_sq_col = ParameterTuple(cols)
        self.exp_avg_sq = ParameterTuple(sqs)

    @property
    def supports_memory_efficient_fp16(self):
        return True

    @property
    def supports_flat_params(self):
        return False

    def construct(self, gradients):
        lr = self.get_lr()
        ops.assign_add(self.global_step, 1)
        step = ops.assign_add(self.step, 1)
        if self.scale_lr and self.relative_step:
            if self.warmup_init:
                min_step = 1e-6 * step
            else:
                min_step = 1e-2
            lr = ops.minimum(min_step, 1.0 / ops.sqrt(step * 1.0))
        beta2t = 1.0 - ops.pow(step, self.decay_rate)
        for grad, param, m, row, col, sq in zip(gradients, self.parameters, self.exp_avg, self.exp_avg_sq_row,
                                                self.exp_avg_sq_col, self.exp_avg_sq):
            self.fused_ada_factor(self.eps, self.clip_threshold, self.beta1, beta2t, self.weight_decay_tensor, lr,
                                  grad, param, m, row, col, sq)
        return self.updated_flags
