"""``nn.Optimizer``: the base of every optimizer (MindSpore's learning-rate, group and decay rules).

An optimizer is a Cell whose ``construct(self, gradients)`` updates its Parameters IN PLACE with
``ops.assign`` (an ordered side effect in Graph mode, an immediate write in PyNative mode).  All of
its state -- the learning rate, the step counter ``global_step``, moments -- lives in Parameters
(``requires_grad=True``, as in MindSpore; nothing differentiates them), so it persists across calls
and graph executions, and a Graph-mode train step compiles once: the step index and the learning
rate are graph values, never Python constants.

``learning_rate`` may be

* a float/int or 0-d Tensor: a Parameter named ``learning_rate`` (``set_data`` changes it);
* a list/tuple of floats or a 1-d Tensor: one value per step, read at ``global_step`` with Gather;
* a :class:`~msgraph.nn.learning_rate_schedule.LearningRateSchedule` Cell, called with ``global_step``.

``params`` is a list of Parameters or of group dicts ``{'params': [...], 'lr': ..., 'weight_decay': ...,
'grad_centralization': bool}`` plus optionally ``{'order_params': [...]}`` (the order of the update).
Weight decay (L2, added to the gradient) applies, without groups, to Parameters whose name contains
neither ``beta`` nor ``gamma``; with groups, to the Parameters of groups whose decay is positive.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Parameter, Tensor
from .. import _checks as chk
from ..cell import Cell
from ..container import CellList
from ..learning_rate_schedule import LearningRateSchedule
from ..parameter_tuple import ParameterTuple

__all__ = ["Optimizer", "default_decay_filter", "opt_init_args_register"]

_GROUP_KEYS = ["params", "lr", "weight_decay", "order_params", "grad_centralization"]


def one_minus_f32(v: float) -> float:
    """``1 - v`` computed in float32, as MindSpore's optimizer kernels and its Graph-mode float32 scalars compute
    coefficients such as ``1 - beta1`` (a Python float, so PyNative and Graph mode use the very same value)."""
    return float(np.float32(1.0) - np.float32(v))


def default_decay_filter(param: Parameter) -> bool:
    """MindSpore's default: weight decay skips BatchNorm/LayerNorm ``gamma`` and ``beta``."""
    return "beta" not in param.name and "gamma" not in param.name


def opt_init_args_register(fn):
    """Decorator for an optimizer's ``__init__``: records its arguments as MindSpore does --
    ``init_params = {'params': params}``, ``init_learning_rate`` (None for a schedule Cell) and
    ``init_args`` (the other arguments, defaults applied)."""
    import functools
    import inspect

    @functools.wraps(fn)
    def deco(self, *args, **kwargs):
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments)
        arguments.pop("self")
        if "params" in arguments:
            self.__dict__["init_params"] = {"params": arguments.pop("params")}
        if "optimizer" in arguments:
            inner = arguments.pop("optimizer")
            self.__dict__["init_params"] = {"params": getattr(inner, "init_params", {}).get("params")}
        if "learning_rate" in arguments:
            lr = arguments.pop("learning_rate")
            if isinstance(lr, Tensor):
                lr = lr.asnumpy().tolist()
            self.__dict__["init_learning_rate"] = None if isinstance(lr, Cell) else lr
        self.__dict__["init_args"] = arguments
        fn(self, *args, **kwargs)
    return deco


def _base_check(parameters: Any, what: str) -> list:
    if parameters is None:
        raise ValueError(f"For 'Optimizer', the argument {what} can not be None.")
    if isinstance(parameters, Parameter) or not isinstance(parameters, Iterable):
        raise TypeError(f"For 'Optimizer', the argument {what} must be Iterable type, "
                        f"but got {type(parameters)}.")
    parameters = list(parameters)
    if not parameters:
        raise ValueError(f"For 'Optimizer', the argument {what} must not be empty.")
    return parameters


class _ConvertToCell(LearningRateSchedule):
    """A fixed learning rate in a group where others are dynamic: the same Cell interface."""

    def __init__(self, learning_rate: Parameter):
        super().__init__()
        self.learning_rate = learning_rate

    def construct(self, global_step):
        return self.learning_rate + 1.0 - 1.0


class _IteratorLearningRate(LearningRateSchedule):
    """A 1-d learning rate (one value per step) read at ``global_step``."""

    def __init__(self, learning_rate: Tensor, name: str):
        super().__init__()
        if learning_rate.ndim != 1:
            raise ValueError(f"For 'Optimizer', the dimension of the argument 'learning_rate' should be 1, "
                             f"but got {learning_rate.ndim}.")
        self.learning_rate = Parameter(learning_rate, name=name)

    def construct(self, global_step):
        return ops.gather(self.learning_rate, global_step, 0)


class _WrappedWeightDecay(Cell):
    def __init__(self, weight_decay: Cell, loss_scale: float = 1.0):
        super().__init__()
        self.weight_decay = weight_decay
        self.loss_scale = loss_scale

    def construct(self, global_step):
        return self.weight_decay(global_step) * self.loss_scale


class Optimizer(Cell):
    """Base class: holds ``parameters``, ``learning_rate``, ``global_step`` and the weight-decay rules.

    Subclasses implement ``construct(self, gradients)``; ``gradients`` is a tuple in the order of
    ``parameters`` (what ``GradOperation(get_by_list=True)`` returns).  A subclass step reads the
    learning rate with ``lr = self.get_lr()`` BEFORE ``assign_add(self.global_step, 1)`` (MindSpore's
    order); with per-group rates ``lr`` is a tuple, one per Parameter.
    """

    def __init__(self, learning_rate: Any, parameters: Sequence[Any], weight_decay: Any = 0.0,
                 loss_scale: float = 1.0):
        super().__init__(auto_prefix=False)
        parameters = _base_check(parameters, "parameters")
        if not all(isinstance(p, Parameter) for p in parameters) and not all(isinstance(p, dict) for p in parameters):
            raise TypeError("For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or "
                            "'dict', please check the 'parameters'.")
        if isinstance(loss_scale, int) and not isinstance(loss_scale, bool):
            loss_scale = float(loss_scale)
        chk.value_type(loss_scale, "loss_scale", [float], self.cls_name)
        chk.positive_float(loss_scale, "loss_scale", self.cls_name)
        self.loss_scale = loss_scale
        self.dynamic_weight_decay = False
        self.grad_centralization = False
        self.dynamic_lr = False
        self.global_step = Parameter(np.zeros([1], np.int32), name="global_step")
        # MindSpore's Optimizer attributes that user optimizers' construct calls (h-cpu4)
        from ...ops.composite import HyperMap, Map
        self.map_, self.map_reverse = Map(), Map(None, True)
        self.hyper_map, self.hyper_map_reverse = HyperMap(), HyperMap(None, True)
        self.is_group = False
        self.is_group_lr = False
        self.is_group_params_ordered = False
        learning_rate = self._preprocess_single_lr(learning_rate)
        if isinstance(parameters[0], dict):
            self.is_group = True
            self.group_params = []
            self.group_lr = []
            self.group_weight_decay = []
            self.group_grad_centralization = []
            self._init_group_params(parameters, learning_rate, weight_decay, self.grad_centralization)
        self._init_opt_attrs(learning_rate, parameters, weight_decay)

    @property
    def cls_name(self) -> str:
        return type(self).__name__

    # -- construction ----------------------------------------------------------------------------
    def _init_opt_attrs(self, learning_rate, parameters, weight_decay):
        weight_decay = self._preprocess_weight_decay(weight_decay)
        if self.is_group_lr:
            if self.dynamic_lr:
                self.learning_rate = CellList(self.group_lr, auto_prefix=False)
            else:
                # one per Parameter (a group's Parameters share one), a ParameterTuple as MindSpore's
                self.learning_rate = ParameterTuple(self.group_lr)
        else:
            self.learning_rate = self._build_single_lr(learning_rate, "learning_rate")
        if self.is_group:
            self.parameters = ParameterTuple(self.group_params)
            self.decay_flags = tuple(isinstance(x, Cell) or x > 0 for x in self.group_weight_decay)
            self.dynamic_decay_flags = tuple(isinstance(x, Cell) for x in self.group_weight_decay)
            # MindSpore shows each static weight decay as a float32 0-d Tensor; the updates use the float
            self._weight_decay_values = tuple(self.group_weight_decay)
            self.weight_decay = tuple(wd if isinstance(wd, Cell) else Tensor(np.float32(wd))
                                      for wd in self.group_weight_decay)
            self.exec_weight_decay = any(self.decay_flags)
            self.grad_centralization_flags = tuple(self.group_grad_centralization)
        else:
            self.parameters = ParameterTuple(parameters)
            self.decay_flags = tuple(default_decay_filter(p) for p in self.parameters)
            self.dynamic_decay_flags = isinstance(weight_decay, Cell)
            self.exec_weight_decay = isinstance(weight_decay, Cell) or weight_decay > 0
            # MindSpore shows a static weight decay as a float32 0-d Tensor; the updates use the float
            self._weight_decay_values = weight_decay
            self.weight_decay = weight_decay if isinstance(weight_decay, Cell) else Tensor(np.float32(weight_decay))
        self._parameters = self.parameters
        self.reciprocal_scale = 1.0 / self.loss_scale
        self.need_scale = self.loss_scale != 1.0
        self.param_length = len(self.parameters)
        self.optim_filter = (True,) * self.param_length   # MindSpore's (parallel optimizer off: every one)
        # what a step of MindSpore 2.10's nn optimizers returns (its update mapped over the Parameters): one True
        # per Parameter, in both modes (ASGD and Rprop return a single True)
        self.updated_flags = (True,) * self.param_length
        # the parallel optimizer is off on one device: zoo optimizers test ``if self.use_parallel:
        # self.broadcast_params(...)`` in their construct
        self.use_parallel = False
        self.enable_tuple_broaden = True

    def broadcast_params(self, optim_result):
        """MindSpore broadcasts each device's updated Parameters to the others (the parallel optimizer); with
        one device every Parameter is already up to date: the Parameters, after ``optim_result``."""
        from ... import ops

        return (ops.depend(tuple(self._parameters), optim_result),)

    def _preprocess_weight_decay(self, weight_decay):
        if isinstance(weight_decay, (float, int)) and not isinstance(weight_decay, bool):
            weight_decay = float(weight_decay)
            chk.non_negative_float(weight_decay, "weight_decay", self.cls_name)
            return weight_decay * self.loss_scale
        if isinstance(weight_decay, Cell):
            self.dynamic_weight_decay = True
            return _WrappedWeightDecay(weight_decay, self.loss_scale)
        raise TypeError(f"For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
                        f"{type(weight_decay)}")

    def _preprocess_single_lr(self, learning_rate):
        if isinstance(learning_rate, (float, int)):   # a bool too: MindSpore 2.10's SGD(params, True) steps by 1.0
            learning_rate = float(learning_rate)
            chk.non_negative_float(learning_rate, "learning rate", self.cls_name)
            return learning_rate
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 0:
            return Tensor(learning_rate.asnumpy().astype(np.float32))
        if isinstance(learning_rate, LearningRateSchedule):
            self.dynamic_lr = True
            return learning_rate
        if isinstance(learning_rate, Tensor):
            if learning_rate.ndim > 1:
                raise ValueError(f"For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it "
                                 f"should be 0 or 1, but got {learning_rate.ndim}.")
            self.dynamic_lr = True
            return Tensor(learning_rate.asnumpy().astype(np.float32))
        if isinstance(learning_rate, Iterable):
            self.dynamic_lr = True
            return Tensor(np.array(list(learning_rate)).astype(np.float32))
        raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or "
                        f"LearningRateSchedule, but got {type(learning_rate)}.")

    def _build_single_lr(self, learning_rate, name):
        if isinstance(learning_rate, float):
            learning_rate = Tensor(np.asarray(learning_rate, np.float32))
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 0:
            param = Parameter(learning_rate, name=name)
            if self.is_group_lr and self.dynamic_lr:
                return _ConvertToCell(param)
            return param
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 1:
            return _IteratorLearningRate(learning_rate, name)
        return learning_rate

    def _check_group_params(self, parameters):
        for group in parameters:
            bad = [k for k in group.keys() if k not in _GROUP_KEYS]
            if bad:
                raise KeyError(f"For 'Optimizer', the key in group params must be one of in {_GROUP_KEYS}, "
                               f"but got {bad}.")
            if "order_params" in group:
                if len(group) > 1:
                    raise ValueError(f"For 'Optimizer', the order params dict in group parameters should only "
                                     f"include the 'order_params' key, but got {group.keys()}.")
                if not isinstance(group["order_params"], Iterable):
                    raise TypeError(f"For 'Optimizer', the value of 'order_params' in group parameters should be "
                                    f"Iterable type, but got {type(group['order_params'])}.")
                continue
            if "params" not in group:
                raise KeyError("For 'Optimizer', each parameter group needs the key 'params'.")
            for index, param in enumerate(_base_check(group["params"], "group `params`")):
                if not isinstance(param, Parameter):
                    raise TypeError(f"For 'Optimizer', the element in group parameters must be Parameter type, "
                                    f"but got {type(param)} at index {index}.")

    def _parse_group_params(self, parameters, learning_rate):
        self._check_group_params(parameters)
        length = learning_rate.size if isinstance(learning_rate, Tensor) and learning_rate.ndim == 1 else 0
        for group in parameters:
            if "order_params" in group:
                self.is_group_params_ordered = True
                continue
            if "lr" in group:
                self.is_group_lr = True
                lr = self._preprocess_single_lr(group["lr"])
                if isinstance(lr, Tensor) and lr.ndim == 1:
                    if length == 0:
                        length = lr.size
                    elif lr.size != length:
                        raise ValueError("For 'Optimizer', the Tensor type dynamic learning rate in group must be "
                                         "the same size as the argument 'learning_rate'.")

    def _init_group_params(self, parameters, learning_rate, weight_decay, grad_centralization):
        self._parse_group_params(parameters, learning_rate)
        default_lr = self._build_single_lr(learning_rate, "learning_rate")
        seen = []
        ordered = []
        for group_num, group in enumerate(parameters):
            if "order_params" in group:
                ordered = list(group["order_params"])
                continue
            params = list(group["params"])
            self.group_params += params
            if "lr" in group:
                lr = self._build_single_lr(self._preprocess_single_lr(group["lr"]),
                                           "learning_rate_group_" + str(group_num))
            else:
                lr = default_lr
            wd = self._preprocess_weight_decay(group.get("weight_decay", weight_decay))
            if "grad_centralization" in group:
                gc = group["grad_centralization"]
                if not isinstance(gc, bool):
                    raise TypeError(f"For 'Optimizer', the 'gradients_centralization' must be bool type, "
                                    f"but got {type(gc)}.")
                self.grad_centralization = gc
            else:
                gc = grad_centralization
            for param in params:
                if param.name in seen:
                    raise RuntimeError(f"For 'Optimizer', the {param.name} parameter already exists, it does not "
                                       f"support repeated setting. Please check whether the optimizer parameter "
                                       f"has been set multiple times.")
                seen.append(param.name)
                self.group_lr.append(lr)
                self.group_weight_decay.append(wd)
                self.group_grad_centralization.append(gc)
        if self.is_group_params_ordered and ordered:
            self._order_group_params(ordered)

    def _order_group_params(self, ordered):
        n = len(self.group_params)
        if len(ordered) != n:
            raise ValueError(f"For 'Optimizer',the length of order parameters must be the same as the length of "
                             f"group parameters, but got order parameters' length {len(ordered)}, group "
                             f"parameters' length {n}.")
        names = [p.name for p in ordered]
        slots = [None] * n
        for entry in zip(self.group_params, self.group_lr, self.group_weight_decay, self.group_grad_centralization):
            if entry[0].name not in names:
                raise ValueError(f"For 'Optimizer', the parameter {entry[0].name} is not in 'order_params'.")
            slots[names.index(entry[0].name)] = entry
        self.group_params = [s[0] for s in slots]
        self.group_lr = [s[1] for s in slots]
        self.group_weight_decay = [s[2] for s in slots]
        self.group_grad_centralization = [s[3] for s in slots]

    # -- PyNative safety -----------------------------------------------------------------------
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        # PyNative applies each assign as it runs: check every gradient first, so a bad one cannot
        # leave the step half-applied (Graph mode writes Parameters back only at the end anyway).
        if args and isinstance(args[0], (tuple, list)):
            self._check_gradients(args[0])
        from ...ops.control import OPTIMIZER_STEP

        OPTIMIZER_STEP[0] += 1   # (its writes go into the Parameters' storage in place, as MindSpore's kernels)
        try:
            return super().__call__(*args, **kwargs)
        finally:
            OPTIMIZER_STEP[0] -= 1

    def _check_gradients(self, gradients: Sequence[Any]) -> None:
        from ...errors import ShapeError

        name = self.cls_name
        if len(gradients) != len(self.parameters):
            raise ShapeError(f"For '{name}', got {len(gradients)} gradient(s) for {len(self.parameters)} "
                             f"Parameter(s).", hint="pass one gradient per Parameter, in the same order")
        for p, g in zip(self.parameters, gradients):
            shape = getattr(g, "shape", None)
            if shape is not None and tuple(shape) != tuple(p.shape):
                raise ShapeError(f"For '{name}', the gradient of Parameter '{p.name}' has shape {tuple(shape)} "
                                 f"but the Parameter has shape {tuple(p.shape)}.")

    def _state(self, prefix: str, init: Any = "zeros") -> ParameterTuple:
        """One state Parameter per parameter, named ``prefix.<param name>`` (``requires_grad`` as the
        originals, like MindSpore's ``clone``)."""
        return self.parameters.clone(prefix=prefix, init=init)

    # -- used inside construct -------------------------------------------------------------------
    def get_lr(self):
        """The learning rate of the current step: a Parameter/Tensor, or with per-group rates a tuple
        with one per Parameter."""
        if self.dynamic_lr:
            if self.is_group_lr:
                lr = ()
                for schedule in self.learning_rate:
                    lr = lr + (schedule(self.global_step).reshape(()),)
                return lr
            return self.learning_rate(self.global_step).reshape(())
        return self.learning_rate

    def get_weight_decay(self):
        """The weight decay of the current step (a tuple per Parameter with groups): float32 Tensors, as
        MindSpore gives them."""
        return self._current_weight_decay(self.weight_decay)

    def _decay_values(self):
        """``get_weight_decay()`` with each static weight decay as the Python float (weakly typed: the decay
        keeps the Parameter's dtype); what the built-in optimizers update with."""
        return self._current_weight_decay(self._weight_decay_values)

    def _current_weight_decay(self, weight_decay):
        if self.dynamic_weight_decay:
            if self.is_group:
                out = ()
                for wd, dynamic in zip(weight_decay, self.dynamic_decay_flags):
                    out = out + ((wd(self.global_step) if dynamic else wd),)
                return out
            return weight_decay(self.global_step)
        return weight_decay

    def decay_weight(self, gradients):
        """``g + weight_decay * p`` for Parameters passing the decay filter (L2 regularisation)."""
        if self.exec_weight_decay:
            weight_decay = self._decay_values()
            out = ()
            if self.is_group:
                for param, grad, flag, wd in zip(self.parameters, gradients, self.decay_flags, weight_decay):
                    if flag:
                        grad = param * wd + grad
                    out = out + (grad,)
            else:
                for param, grad, flag in zip(self.parameters, gradients, self.decay_flags):
                    if flag:
                        grad = param * weight_decay + grad
                    out = out + (grad,)
            return out
        return gradients

    def gradients_centralization(self, gradients):
        """With groups: ``g - mean(g over axes 1..)`` where the group asks for it (and dim 1 is a
        multiple of 16, MindSpore's condition)."""
        if self.is_group:
            out = ()
            for grad, flag in zip(gradients, self.grad_centralization_flags):
                if flag and len(grad.shape) > 1 and grad.shape[1] % 16 == 0:
                    grad = grad - ops.mean(grad, tuple(range(1, len(grad.shape))), True)
                out = out + (grad,)
            return out
        return gradients

    def prepare_step(self, gradients):
        """The start of every update: weight decay, gradient centralization and loss-scale undo on the gradients,
        the per-Parameter learning rates, then ``global_step += 1``; returns ``(gradients, lrs)``."""
        gradients = self.decay_weight(gradients)
        gradients = self.gradients_centralization(gradients)
        gradients = self.scale_grad(gradients)
        lrs = lr_per_param(self, self.get_lr())
        ops.assign_add(self.global_step, 1)
        return gradients, lrs

    def scale_grad(self, gradients):
        """Undo the loss scale: ``g * (1 / loss_scale)``."""
        if self.need_scale:
            out = ()
            for grad in gradients:
                out = out + (grad * self.reciprocal_scale,)
            return out
        return gradients

    def flatten_gradients(self, gradients):
        return gradients

    # -- Python-side queries ------------------------------------------------------------------------
    def get_lr_parameter(self, param):
        """The learning-rate Parameter (or schedule Cell) of ``param`` (a Parameter or a list of them)."""
        def value(lr):
            if isinstance(lr, (_ConvertToCell, _IteratorLearningRate)):
                return lr.learning_rate
            return lr

        if isinstance(param, Parameter):
            plist = [param]
        elif isinstance(param, list):
            plist = param
        else:
            raise TypeError(f"For 'get_lr_parameter', the 'param' must be 'Parameter' or 'list' type, "
                            f"but got {type(param)}.")
        ids = [id(p) for p in self.parameters]
        out = []
        for p in plist:
            chk.value_type(p, "parameter", [Parameter], self.cls_name)
            if id(p) not in ids:
                raise ValueError(f"For 'get_lr_parameter', the parameter {p.name} is not in optimizer, please "
                                 f"check whether the argument 'param' is correct.")
            if self.is_group_lr:
                out.append(value(self.learning_rate[ids.index(id(p))]))
            else:
                out.append(value(self.learning_rate))
        return out if isinstance(param, list) else out[0]

    def construct(self, *hyper_params):
        raise NotImplementedError


def untouched_rows(grad, states):
    """The rows of a sparse (nn.EmbeddingLookup) gradient that no lookup touched, and copies of ``states``.

    MindSpore's sparse optimizer kernels (SparseApplyFtrl, FusedSparseLazyAdam) update only the looked-up rows of
    a table; msgraph's gradients are dense, so a row whose gradient is all zero stands for a row not looked up
    (bag38).  Returns ``(keep, saved)``: ``keep`` is True on those rows (broadcast to the table's shape) and
    ``saved`` holds each state's values before the dense update; :func:`restore_rows` puts them back."""
    keep = ops.broadcast_to(ops.reduce_all(ops.equal(grad, 0), -1, keep_dims=True), states[0].shape)
    saved = ()
    for s in states:
        saved = saved + (s * 1,)
    return keep, saved


def restore_rows(keep, states, saved):
    """Write back, into each of ``states``, the rows ``keep`` marks from ``saved`` (see :func:`untouched_rows`)."""
    for s, old in zip(states, saved):
        ops.assign(s, ops.select(keep, old, s))


def lr_per_param(opt: Optimizer, lr):
    """``lr`` from ``get_lr()`` as a tuple with one learning rate per Parameter (group or not)."""
    if opt.is_group_lr:
        return lr
    out = ()
    for _ in opt.parameters:
        out = out + (lr,)
    return out
