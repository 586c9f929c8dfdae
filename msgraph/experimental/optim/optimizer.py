"""The experimental Optimizer base and its optimizers (MindSpore 2.10's ``mindspore.experimental.optim``).

Parameters come as a list or as groups (dicts with ``params`` and per-group options); each group's ``lr``
becomes a float32 Parameter (``optimizer.lrs[i]``, what the schedulers of :mod:`.lr_scheduler` write) unless
the user later stores a plain float there. ``optimizer(grads)`` takes the gradients in the order of
``optimizer.parameters`` and updates the Parameters in place. The update runs eagerly in both modes (the
Parameters are updated as MindSpore's compiled update does), with msgraph's ops, in each Parameter's dtype.

As in MindSpore, ``optimizer.parameters`` is a ParameterTuple of the optimizer Cell and each optimizer's state is
held in ParameterTuples (``accum.<name>``, ``exp_avg.<name>``...) and Parameters (``step_t``, ``state_step``), so
``parameters_dict()`` and ``save_checkpoint(optimizer)`` carry MindSpore's keys, in its order (recorded in
tests/conformance/programs/ds23/experimental_optim_state.py).
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any, Dict, List

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.parameter import ParameterTuple
from ...common.tensor import Parameter, Tensor
from ...log import warning
from ...nn.cell import Cell


def check_not_less_than(arg_value: Any, arg_name: str, prim: str, value: float = 0.0) -> None:
    if arg_value < value:
        raise ValueError(f"For {prim}, the {arg_name} must be greater than or equal to {value}, but got {arg_value}.")


def check_not_less_than_without_equal(arg_value: Any, arg_name: str, prim: str, value: float = 0.0) -> None:
    if arg_value <= value:
        raise ValueError(f"For {prim}, the {arg_name} must be greater than {value}, but got {arg_value}.")


def _check_betas(betas: Any, name: str) -> None:
    for i, b in enumerate(betas):
        if not 0.0 <= b < 1.0:
            raise ValueError(f"For '{name}', the 'betas[{i}]' must be in range of [0.0, 1.0), but got {b}.")


def _float32_group(group: dict) -> dict:
    """A copy of a param group whose float hyperparameters (and tuples of floats) are float32-rounded doubles."""
    def r(v: Any) -> Any:
        if isinstance(v, float):
            return float(np.float32(v))
        if isinstance(v, tuple) and v and all(isinstance(x, float) for x in v):
            return tuple(float(np.float32(x)) for x in v)
        return v
    return {k: (v if k in ("params", "lr") else r(v)) for k, v in group.items()}


class Optimizer(Cell):
    """Base class: ``param_groups`` (dicts), ``defaults``, ``state``, ``parameters`` and ``lrs``."""

    def __init__(self, params: Any, defaults: Dict[str, Any]):
        super().__init__(auto_prefix=False)
        if params is None:
            raise ValueError("For 'Optimizer', the argument params can not be None.")
        if not hasattr(params, "__iter__"):
            raise TypeError(f"For 'Optimizer', the argument params must be Iterable type, but got {type(params)}.")
        groups = list(params)
        if not groups:
            raise ValueError("For 'Optimizer', the argument params must not be empty.")
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups: List[Dict[str, Any]] = []
        self.parameters: tuple = ()
        self.lrs: List[Parameter] = []
        self.group_start_id = [0]
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)
        self.parameters = ParameterTuple(self.parameters)   # a Cell attribute: in parameters_dict(), first

    @property
    def cls_name(self) -> str:
        return type(self).__name__

    def __repr__(self) -> str:
        s = self.__class__.__name__ + " ("
        for i, group in enumerate(self.param_groups):
            s += f"\nParameter Group {i}\n"
            for key in sorted(group.keys()):
                if key != "params":
                    v = group[key]
                    s += f"    {key}: {v.value() if key == 'lr' and isinstance(v, Parameter) else v}\n"
        return s + ")"

    def add_param_group(self, param_group: Dict[str, Any]) -> None:
        """Add a group (a dict with ``params`` and optional per-group options)."""
        if not isinstance(param_group, dict):
            raise TypeError("Param group must be a dict.")
        params = param_group["params"]
        if isinstance(params, Parameter):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError("Optimizer parameters need to be organized in ordered collections, but the ordering of "
                            "tensors in sets will change between runs. Please use a list instead.")
        else:
            param_group["params"] = list(params)
        for p in param_group["params"]:
            if not isinstance(p, Parameter):
                raise TypeError("Optimizer can only optimize Parameters, but one of the params is " + str(type(p)))
        if len(param_group["params"]) != len({id(p) for p in param_group["params"]}):
            warning("Optimizer contains a parameter group with duplicate parameters.")
        seen = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in seen for p in param_group["params"]):
            raise ValueError("some parameters appear in more than one parameter group.")
        group_id = len(self.param_groups)
        if isinstance(self.parameters, ParameterTuple):
            # a group added after construction: the state grows with it (MindSpore 2.10 leaves its state as it
            # was, so that its next step fails)
            self.parameters = ParameterTuple(tuple(self.parameters) + tuple(param_group["params"]))
            self._grow_state(ParameterTuple(param_group["params"]))
        else:
            self.parameters = tuple(self.parameters) + tuple(param_group["params"])
        for name, default in self.defaults.items():
            param_group.setdefault(name, default)
        lr = self._build_single_lr(param_group.get("lr"), "learning_rate_group_" + str(group_id))
        wd = param_group.get("weight_decay", 0.0)
        if isinstance(wd, bool) or not isinstance(wd, (int, float)):
            raise TypeError(f"For 'Optimizer', the argument 'Weight_decay' must be int or float.but got {type(wd)}")
        if wd < 0:
            raise ValueError(f"For '{self.cls_name}', the 'weight_decay' must be a non-negative float, but got {wd}.")
        self.lrs.append(lr)
        param_group["lr"] = lr
        param_group["weight_decay"] = float(wd)
        self.param_groups.append(param_group)
        self.group_start_id.append(self.group_start_id[-1] + len(param_group["params"]))

    def _build_single_lr(self, lr: Any, name: str) -> Parameter:
        if isinstance(lr, (float, int)) and not isinstance(lr, bool):
            if lr < 0:
                raise ValueError(f"For '{self.cls_name}', the 'learning rate' must be a non-negative float, "
                                 f"but got {float(lr)}.")
            return Parameter(Tensor(float(lr), mstype.float32), name)
        if isinstance(lr, Tensor):
            if lr.ndim == 0:
                return Parameter(lr.astype(mstype.float32), name)
            raise ValueError("For 'Optimizer', if 'learning_rate' is a Tensor, then it should be scalar Tensor")
        raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be int, float or Tensor, but got {type(lr)}.")

    def _state_like(self, prefix: str, init: Any = "zeros") -> ParameterTuple:
        """One state Parameter ``<prefix>.<name>`` per optimized Parameter (its shape and dtype, filled by
        ``init``), as MindSpore's ``parameters.clone(prefix, init)``."""
        state = self.parameters.clone(prefix=prefix, init=init)
        self.__dict__.setdefault("_state_inits", {})[prefix] = (init, state[0] if state else None)
        return state

    def _grow_state(self, new: ParameterTuple) -> None:
        """State for the Parameters of a group added after construction: each ``<prefix>.<name>`` state
        ParameterTuple (or list) made by :meth:`_state_like` gets the new Parameters' clones."""
        for prefix, (init, first) in self.__dict__.get("_state_inits", {}).items():
            for attr, value in list(self.__dict__.items()):
                # the attribute holding that state (a ParameterTuple, or a list of its Parameters)
                if attr == "parameters" or not isinstance(value, (ParameterTuple, list)) or not value or \
                        value[0] is not first:
                    continue
                grown = tuple(value) + tuple(new.clone(prefix=prefix, init=init))
                setattr(self, attr, ParameterTuple(grown) if isinstance(value, ParameterTuple) else list(grown))

    def _groups(self, gradients: Any):
        """(group, lr, params, grads, first index) per group; lr is the group's Parameter or its float."""
        gradients = tuple(gradients)
        for gid, group in enumerate(self.param_groups):
            if self._float32_hyper:
                group = _float32_group(group)
            s, e = self.group_start_id[gid], self.group_start_id[gid + 1]
            lr = group.get("lr")
            lr = Tensor(lr, mstype.float32) if isinstance(lr, (float, int)) else self.lrs[gid]
            grads = list(gradients[s:e])
            if group.get("maximize", False):
                grads = [-g for g in grads]
            wd = group["weight_decay"]
            if wd != 0.0 and not self._decoupled_decay:
                grads = [g + p * ops.cast(Tensor(wd, mstype.float32), p.dtype)
                         for p, g in zip(self.parameters[s:e], grads)]
            yield group, lr, self.parameters[s:e], grads, s

    _decoupled_decay = False
    # MindSpore 2.10's experimental optimizers pass each group's hyperparameters (betas, eps, weight_decay,
    # momentum, rho, ...) as arguments of an @jit `implementation`, where a Python float is a float32 scalar:
    # `1 - beta2` there is 1 - 0.999f = 0.00099998713 (measured: AdamW's exp_avg_sq after one step is
    # g * g * 0.00099998713).  The update rules below see the float32 values (mint.optim's classes keep doubles).
    _float32_hyper = True
    _msgraph_eager_object = True     # called in graph code: run each time the graph runs (frontend/calls.py)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        # The update is run eagerly in both modes: it writes the Parameters as MindSpore's compiled update does.
        return self.construct(*args, **kwargs)

    def construct(self, *hyper_params: Any) -> Any:
        raise NotImplementedError


def _assign(p: Parameter, v: Any) -> None:
    ops.assign(p, ops.cast(v, p.dtype) if isinstance(v, Tensor) and v.dtype != p.dtype else v)


class SGD(Optimizer):
    """Stochastic gradient descent with momentum, dampening, Nesterov momentum, weight decay, maximize."""

    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False):
        if isinstance(momentum, int):
            momentum = float(momentum)
        if not isinstance(momentum, float):
            raise TypeError(f"For 'SGD', the 'momentum' must be float, but got {type(momentum)}.")
        check_not_less_than(momentum, "momentum", "SGD")
        if isinstance(dampening, int):
            dampening = float(dampening)
        if not isinstance(dampening, float):
            raise TypeError(f"For 'SGD', the 'dampening' must be float, but got {type(dampening)}.")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening.")
        super().__init__(params, {"lr": lr, "momentum": momentum, "dampening": dampening,
                                  "weight_decay": weight_decay, "nesterov": nesterov, "maximize": maximize})
        self._init_state()

    def _init_state(self) -> None:
        """MindSpore's SGD state: ``accum.<name>`` (the momentum buffers, zeros) and ``stat.<name>`` (ones until a
        momentum step takes the first gradient as the buffer, then zeros)."""
        self.accum = self._state_like("accum")
        self.stat = self._state_like("stat", "ones")

    def _begin_step(self) -> None:
        pass

    def _momentum_buffer(self, i: int, g: Any, mom: float, damp: float) -> Parameter:
        buf, stat = self.accum[i], self.stat[i]
        _assign(buf, ops.select(stat > 0, ops.cast(g, buf.dtype), buf * mom + g * (1.0 - damp)))
        _assign(stat, ops.zeros_like(stat))
        return buf

    def _run_kernel(self, gradients):
        # float16 Parameters: MindSpore's experimental SGD runs the SGD kernel (float16 computed in float32,
        # rounded once; weight decay inside the kernel) -- measured, session 33
        gradients = tuple(gradients)
        for gid, group in enumerate(self.param_groups):
            if self._float32_hyper:
                group = _float32_group(group)
            s, e = self.group_start_id[gid], self.group_start_id[gid + 1]
            lr = group.get("lr")
            lr = Tensor(lr, mstype.float32) if isinstance(lr, (float, int)) else self.lrs[gid]
            kernel = ops.SGD(float(group["dampening"]), float(group["weight_decay"]), bool(group["nesterov"]))
            mom = Tensor(group["momentum"], mstype.float32)
            for i in range(s, e):
                g = -gradients[i] if group.get("maximize", False) else gradients[i]
                kernel(self.parameters[i], g, lr, self.accum[i], mom, self.stat[i])
        return True

    def construct(self, gradients):
        if type(self) is SGD:
            # MindSpore 2.10 runs the SGD kernel (Float16 / Float32 Parameters only) for every group
            bad = next((p for p in self.parameters if p.dtype not in (mstype.float16, mstype.float32)), None)
            if bad is not None:
                raise TypeError(f"For 'SGD', the element of 'parameters' must be one of Tensor[Float16], "
                                f"Tensor[Float32], but got Ref[Tensor[{bad.dtype}]] ({bad.name}).")
        if type(self) is SGD and any(p.dtype == mstype.float16 for p in self.parameters):
            return self._run_kernel(gradients)
        self._begin_step()
        for group, lr, params, grads, s in self._groups(gradients):
            mom, damp = group["momentum"], group["dampening"]
            for i, (p, g) in enumerate(zip(params, grads)):
                if mom != 0.0:
                    buf = self._momentum_buffer(s + i, g, mom, damp)
                    g = g + buf * mom if group["nesterov"] else buf.value()
                _assign(p, p - lr * g)
        return True


class Adam(Optimizer):
    """Adam (Kingma and Ba), optionally AMSGrad; ``weight_decay`` is added to the gradient."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False, *,
                 maximize=False):
        check_not_less_than_without_equal(lr, "lr", type(self).__name__)
        check_not_less_than_without_equal(eps, "eps", type(self).__name__)
        _check_betas(betas, type(self).__name__)
        check_not_less_than(weight_decay, "weight_decay", type(self).__name__)
        super().__init__(params, {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                                  "amsgrad": amsgrad, "maximize": maximize})
        self.exp_avg = self._state_like("exp_avg")
        self.exp_avg_sq = self._state_like("exp_avg_sq")
        self.max_exp_avg_sq = self._state_like("max_exp_avg_sq")
        self.state_step = Parameter(Tensor(0, mstype.int32), "state_step")
        self._adam_kernel = ops.Adam(False, False)

    def _advance_step(self):
        """Count this step; the step number (a float32 scalar) for the bias corrections."""
        ops.assign_add(self.state_step, ops.cast(Tensor(1, mstype.int32), self.state_step.dtype))
        return ops.reshape(ops.cast(self.state_step.value(), mstype.float32), ())

    def construct(self, gradients):
        step = self._advance_step()
        if not self._decoupled_decay and not self._corrected_eps:
            return self._run_kernel(gradients, step)
        for group, lr, params, grads, s in self._groups(gradients):
            beta1, beta2 = group["betas"]
            if self._decoupled_decay and group["weight_decay"] != 0.0:
                for p in params:
                    _assign(p, p * (1.0 - lr * group["weight_decay"]))
            bc1 = 1 - ops.pow(Tensor(beta1, mstype.float32), step)
            bc2 = 1 - ops.pow(Tensor(beta2, mstype.float32), step)
            if self._corrected_eps:   # mint's Adam: the bias corrections as Python floats (measured to 1e-6)
                t = float(step.asnumpy())
                bc1, bc2 = 1.0 - float(beta1) ** t, 1.0 - float(beta2) ** t
            for i, (p, g) in enumerate(zip(params, grads)):
                m, v = self.exp_avg[s + i], self.exp_avg_sq[s + i]
                _assign(m, m * beta1 + g * (1 - beta1))
                _assign(v, v * beta2 + g * g * (1 - beta2))
                if group["amsgrad"]:
                    mx = self.max_exp_avg_sq[s + i]
                    _assign(mx, ops.maximum(mx, v))
                    v = mx
                denom = ops.sqrt(v) / (ops.sqrt(bc2) if not isinstance(bc2, float) else bc2 ** 0.5) + group["eps"]
                _assign(p, p - (lr / bc1) * m / denom)
        return True

    _corrected_eps = False   # mint.optim.Adam: eps added to the bias-corrected sqrt(v) (torch's formula)

    def _run_kernel(self, gradients, step):
        # MindSpore 2.10's experimental Adam runs the Adam kernel (epsilon added to sqrt(v), not to the
        # bias-corrected sqrt: lr_t = lr * sqrt(1 - beta2^t) / (1 - beta1^t)) and ignores amsgrad; measured with
        # betas (0.5, 0.7), eps 1e-3: 0.29017 where the corrected-epsilon formula gives 0.29009 (session 33)
        for group, lr, params, grads, s in self._groups(gradients):
            beta1, beta2 = group["betas"]
            b1p = ops.pow(Tensor(beta1, mstype.float32), step)
            b2p = ops.pow(Tensor(beta2, mstype.float32), step)
            for i, (p, g) in enumerate(zip(params, grads)):
                self._adam_kernel(p, self.exp_avg[s + i], self.exp_avg_sq[s + i], b1p, b2p, lr, beta1, beta2,
                                  group["eps"], g)
        return True


class AdamW(Adam):
    """Adam with decoupled weight decay (``p *= 1 - lr * weight_decay`` before the step); default decay 1e-2."""

    _decoupled_decay = True

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)


class NAdam(Optimizer):
    """NAdam: Adam with Nesterov momentum and the ``momentum_decay`` schedule of mu."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, momentum_decay=4e-3):
        check_not_less_than_without_equal(lr, "lr", "NAdam")
        check_not_less_than_without_equal(eps, "eps", "NAdam")
        check_not_less_than(weight_decay, "weight_decay", "NAdam")
        check_not_less_than(momentum_decay, "momentum_decay", "NAdam")
        _check_betas(betas, "NAdam")
        super().__init__(params, {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                                  "momentum_decay": momentum_decay})
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.exp_avg = self._state_like("exp_avg")
        self.exp_avg_sq = self._state_like("exp_avg_sq")
        self.mu_product = [Parameter(Tensor(1.), "mu_product_" + p.name) for p in self.parameters]

    def _grow_state(self, new):
        super()._grow_state(new)
        self.mu_product = self.mu_product + [Parameter(Tensor(1.), "mu_product_" + p.name) for p in new]

    def construct(self, gradients):
        ops.assign_add(self.step_t, Tensor(1, mstype.int32))
        step_t = self.step_t.value()
        for group, lr, params, grads, s in self._groups(gradients):
            beta1, beta2 = group["betas"]
            md, eps = group["momentum_decay"], group["eps"]
            bc2 = 1 - beta2 ** step_t
            mu = beta1 * (1. - 0.5 * (0.96 ** (step_t * md)))
            mu_next = beta1 * (1. - 0.5 * (0.96 ** ((step_t + 1) * md)))
            for i, (p, g) in enumerate(zip(params, grads)):
                m, v, mp = self.exp_avg[s + i], self.exp_avg_sq[s + i], self.mu_product[s + i]
                _assign(mp, mp * mu)
                _assign(m, m * beta1 + g * (1 - beta1))
                _assign(v, v * beta2 + g * g * (1 - beta2))
                denom = ops.sqrt(v / bc2) + eps
                mp_next = mp * mu_next
                _assign(p, p - lr * (1. - mu) / (1. - mp) * g / denom)
                _assign(p, p - (lr * mu_next) / (1. - mp_next) * m / denom)
        return True


class RAdam(Optimizer):
    """RAdam: Adam with the variance rectification term (plain momentum SGD while rho_t <= 5)."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0):
        check_not_less_than_without_equal(lr, "lr", "RAdam")
        check_not_less_than_without_equal(eps, "eps", "RAdam")
        check_not_less_than(weight_decay, "weight_decay", "RAdam")
        _check_betas(betas, "RAdam")
        super().__init__(params, {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay})
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.exp_avg = self._state_like("exp_avg")
        self.exp_avg_sq = self._state_like("exp_avg_sq")

    def construct(self, gradients):
        ops.assign_add(self.step_t, Tensor(1, mstype.int32))
        step_t = self.step_t.value()
        for group, lr, params, grads, s in self._groups(gradients):
            beta1, beta2 = group["betas"]
            eps = group["eps"]
            bc1 = 1 - ops.pow(beta1, step_t)
            bc2 = 1 - ops.pow(beta2, step_t)
            rho_inf = 2 / (1 - beta2) - 1
            rho_t = rho_inf - 2 * step_t * ops.pow(beta2, step_t) / bc2
            for i, (p, g) in enumerate(zip(params, grads)):
                m, v = self.exp_avg[s + i], self.exp_avg_sq[s + i]
                _assign(m, m * beta1 + g * (1 - beta1))
                _assign(v, v * beta2 + g * g * (1 - beta2))
                corrected = m / bc1
                if rho_t > 5.0:
                    rect = ops.sqrt((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t))
                    adaptive = ops.sqrt(bc2) / (ops.sqrt(v) + eps)
                    _assign(p, p - corrected * lr * adaptive * rect)
                else:
                    _assign(p, p - corrected * lr)
        return True
