"""Learning-rate schedulers of ``mindspore.experimental.optim.lr_scheduler`` (PyTorch's rules, as MindSpore 2.10
computes them): each ``step()`` writes the new rate of every group into the optimizer's ``lr`` Parameters
(``optimizer.lrs``); ``get_last_lr()`` returns them as float32 Tensors. ``last_epoch`` is a float32 Parameter.
The schedulers run eagerly in both modes (inside a Graph-mode ``construct`` too)."""
from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from typing import Any, List

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Parameter, Tensor
from .optimizer import Optimizer

__all__ = ["StepLR", "LinearLR", "LRScheduler", "ExponentialLR", "PolynomialLR", "MultiplicativeLR", "ConstantLR",
           "MultiStepLR", "LambdaLR", "SequentialLR", "ReduceLROnPlateau", "CyclicLR", "CosineAnnealingWarmRestarts",
           "CosineAnnealingLR"]

_ONE = Tensor(1, mstype.int32)


class LRScheduler:
    """Base class: ``base_lrs`` (each group's ``initial_lr``), ``last_epoch``, ``step(epoch=None)``."""

    _msgraph_eager_object = True

    def __init__(self, optimizer: Any, last_epoch: int = -1):
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        if not isinstance(last_epoch, int) or isinstance(last_epoch, bool):
            raise TypeError(f"The type of 'last_epoch' should be int, but got {type(last_epoch).__name__}.")
        if last_epoch < -1:
            raise ValueError(f"Invalid last_epoch: {last_epoch}")
        if last_epoch == -1:
            for group in optimizer.param_groups:
                group.setdefault("initial_lr", group["lr"].value())
        else:
            for i, group in enumerate(optimizer.param_groups):
                if "initial_lr" not in group:
                    raise KeyError(f"param 'initial_lr' is not specified in param_groups[{i}] when resuming an "
                                   "optimizer")
        self.base_lrs = [group["initial_lr"] for group in optimizer.param_groups]
        self.optimizer = optimizer
        self._last_lr = list(optimizer.lrs)
        self.groups_num = len(optimizer.param_groups)
        self.last_epoch = Parameter(Tensor(last_epoch, dtype=mstype.float32),
                                    name="last_epoch_" + self.__class__.__name__)
        self.increase_tensor = _ONE
        self.step()

    def get_lr(self) -> List[Any]:
        raise NotImplementedError

    def get_last_lr(self) -> List[Tensor]:
        return [lr.value() for lr in self._last_lr]

    def step(self, epoch: Any = None) -> bool:
        if epoch is None:
            ops.assign_add(self.last_epoch, self.increase_tensor)
            values = self.get_lr()
        else:
            ops.assign(self.last_epoch, epoch)
            values = self._get_closed_form_lr() if hasattr(self, "_get_closed_form_lr") else self.get_lr()
        for i in range(self.groups_num):
            ops.assign(self._last_lr[i], values[i])
        return True


class StepLR(LRScheduler):
    """Multiply the rate by ``gamma`` every ``step_size`` epochs."""

    def __init__(self, optimizer, step_size, gamma=0.1, last_epoch=-1):
        if not isinstance(step_size, int) and not isinstance(step_size, bool):
            raise TypeError(f"For 'StepLR', the 'step_size' must be int, but got {type(step_size)}.")
        if not isinstance(gamma, float):
            raise TypeError(f"For 'StepLR', the 'gamma' must be float, but got {type(gamma)}.")
        self.step_size = step_size
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0 or self.last_epoch % self.step_size != 0:
            return [lr * 1.0 for lr in self._last_lr]
        return [lr * self.gamma for lr in self._last_lr]

    def _get_closed_form_lr(self):
        return [base_lr * self.gamma ** (self.last_epoch // self.step_size) for base_lr in self.base_lrs]


class LinearLR(LRScheduler):
    """Scale the rate linearly from ``start_factor`` to ``end_factor`` over ``total_iters`` epochs."""

    def __init__(self, optimizer, start_factor=1.0 / 3, end_factor=1.0, total_iters=5, last_epoch=-1):
        if start_factor > 1.0 or start_factor <= 0:
            raise ValueError("Starting multiplicative factor expected to be greater than 0 and less than or equal to 1.")
        if end_factor > 1.0 or end_factor < 0:
            raise ValueError("Ending multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'LinearLR', the type of total_iters must be int, but got {type(total_iters)}.")
        self.start_factor = start_factor
        self.end_factor = end_factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0:
            return [lr * self.start_factor for lr in self._last_lr]
        if self.last_epoch > self.total_iters:
            return [lr * 1.0 for lr in self._last_lr]
        factor = 1.0 + (self.end_factor - self.start_factor) / (
            self.total_iters * self.start_factor + (self.last_epoch - 1) * (self.end_factor - self.start_factor))
        return [lr * factor for lr in self._last_lr]

    def _get_closed_form_lr(self):
        return [base_lr * (self.start_factor + (self.end_factor - self.start_factor)
                           * ops.minimum(self.last_epoch, self.total_iters) / self.total_iters)
                for base_lr in self.base_lrs]


class ExponentialLR(LRScheduler):
    """Multiply the rate by ``gamma`` every epoch."""

    def __init__(self, optimizer, gamma, last_epoch=-1):
        if not isinstance(gamma, float):
            raise TypeError(f"For 'ExponentialLR', the 'gamma' must be float, but got {type(gamma)}.")
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0:
            return [lr * 1.0 for lr in self._last_lr]
        return [lr * self.gamma for lr in self._last_lr]

    def _get_closed_form_lr(self):
        return [base_lr * self.gamma ** self.last_epoch for base_lr in self.base_lrs]


class PolynomialLR(LRScheduler):
    """Decay the rate by ``(1 - t / total_iters) ** power``."""

    def __init__(self, optimizer, total_iters=5, power=1.0, last_epoch=-1):
        if not isinstance(power, float):
            raise TypeError(f"For 'PolynomialLR', the 'power' must be float, but got {type(power)}.")
        if power < 0:
            raise ValueError(f"For 'PolynomialLR', the 'power' must be >= 0, but got {power}.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'PolynomialLR', the type of total_iters must be int, but got {type(total_iters)}.")
        self.total_iters = total_iters
        self.power = power
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0 or self.last_epoch > self.total_iters:
            return [lr * 1.0 for lr in self._last_lr]
        factor = ((1.0 - self.last_epoch / self.total_iters) /
                  (1.0 - (self.last_epoch - 1) / self.total_iters)) ** self.power
        return [lr * factor for lr in self._last_lr]

    def _get_closed_form_lr(self):
        return [base_lr * (1.0 - ops.minimum(self.last_epoch, self.total_iters) / self.total_iters) ** self.power
                for base_lr in self.base_lrs]


def _lambdas(optimizer: Any, lr_lambda: Any) -> list:
    n = len(optimizer.param_groups)
    if isinstance(lr_lambda, (list, tuple)):
        if len(lr_lambda) != n:
            raise ValueError(f"Expected {n} lr_lambdas, but got {len(lr_lambda)}")
        return list(lr_lambda)
    return [lr_lambda] * n


class LambdaLR(LRScheduler):
    """``base_lr * lr_lambda(epoch)``."""

    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _lambdas(optimizer, lr_lambda)
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return [base_lr * lmbda(self.last_epoch) for lmbda, base_lr in zip(self.lr_lambdas, self.base_lrs)]


class MultiplicativeLR(LRScheduler):
    """Multiply the rate by ``lr_lambda(epoch)`` every epoch."""

    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _lambdas(optimizer, lr_lambda)
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch > 0:
            return [lr * lmbda(self.last_epoch) for lmbda, lr in zip(self.lr_lambdas, self._last_lr)]
        return [lr * 1.0 for lr in self._last_lr]


class MultiStepLR(LRScheduler):
    """Multiply the rate by ``gamma`` at each milestone epoch (once per occurrence in ``milestones``)."""

    def __init__(self, optimizer, milestones, gamma=0.1, last_epoch=-1):
        if not isinstance(milestones, list):
            raise TypeError(f"The type of 'milestones' should be list, but got {type(milestones).__name__}.")
        for m in milestones:
            if not isinstance(m, int) and not isinstance(m, bool):
                raise TypeError("For 'MultiStepLR', elements of the 'milestones' must be type of int, but got one "
                                f"element of 'milestones' type: {type(m)}.")
        if isinstance(gamma, bool) or not isinstance(gamma, (float, int)):
            raise TypeError(f"The type of 'gamma' should be float or int, but got {type(gamma).__name__}.")
        self.milestones = Counter(milestones)
        self.milestones_keys = list(self.milestones.keys())
        self.milestones_values = list(self.milestones.values())
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        lrs = [lr.value() for lr in self._last_lr]
        epoch = int(self.last_epoch.value())
        for key, count in zip(self.milestones_keys, self.milestones_values):
            if epoch == key:
                return [lr * self.gamma ** count for lr in lrs]
        return lrs

    def _get_closed_form_lr(self):
        epoch = int(self.last_epoch.value())
        n = sum(c for k, c in self.milestones.items() if k <= epoch)
        return [base_lr * self.gamma ** n for base_lr in self.base_lrs]


class ConstantLR(LRScheduler):
    """Scale the rate by ``factor`` until epoch ``total_iters``."""

    def __init__(self, optimizer, factor=1.0 / 3, total_iters=5, last_epoch=-1):
        if factor > 1.0 or factor < 0:
            raise ValueError("Constant multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'ConstantLR', the type of total_iters must be int, but got {type(total_iters)}.")
        self.factor = factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0:
            return [lr * self.factor for lr in self._last_lr]
        if self.last_epoch != self.total_iters:
            return [lr * 1.0 for lr in self._last_lr]
        return [lr / self.factor for lr in self._last_lr]

    def _get_closed_form_lr(self):
        done = float(self.last_epoch.value() >= self.total_iters)
        return [base_lr * (self.factor + done * (1 - self.factor)) for base_lr in self.base_lrs]


class SequentialLR:
    """Run ``schedulers`` one after another, switching at the ``milestones`` epochs."""

    _msgraph_eager_object = True

    def __init__(self, optimizer, schedulers, milestones, last_epoch=-1):
        for i, sched in enumerate(schedulers):
            if sched.optimizer is not optimizer:
                raise ValueError("Sequential Schedulers expects all schedulers to belong to the same optimizer, but "
                                 f"got scheduler at index {i} is different from the optimizer passed in.")
        if len(milestones) != len(schedulers) - 1:
            raise ValueError("Sequential Schedulers expects number of schedulers provided to be one more than the "
                             f"number of milestone points, but got number of schedulers {len(schedulers)} and the "
                             f"number of milestones {len(milestones)}")
        self._schedulers = schedulers
        self.milestones = milestones
        self.milestones_len = len(milestones)
        self.last_epoch = Parameter(Tensor(last_epoch + 1, dtype=mstype.float32),
                                    name="last_epoch_" + self.__class__.__name__)
        self.increase_tensor = _ONE
        self.optimizer = optimizer
        for group in optimizer.param_groups:
            ops.assign(group["lr"], group["initial_lr"])
        for sched in schedulers:
            ops.assign_sub(sched.last_epoch, self.increase_tensor)
        schedulers[0].step()
        self._last_lr = schedulers[0]._last_lr

    def step(self):
        ops.assign_add(self.last_epoch, self.increase_tensor)
        epoch = int(self.last_epoch.value())
        idx = bisect_right(self.milestones, epoch)
        sched = self._schedulers[idx]
        if idx > 0 and self.milestones[idx - 1] == epoch:
            sched.step(0)
        else:
            sched.step()

    def get_last_lr(self):
        return [lr.value() for lr in self._last_lr]


class ReduceLROnPlateau:
    """Multiply the rate by ``factor`` when the metric has not improved for ``patience`` steps."""

    _msgraph_eager_object = True

    def __init__(self, optimizer, mode="min", factor=0.1, patience=10, threshold=1e-4, threshold_mode="rel",
                 cooldown=0, min_lr=0, eps=1e-8):
        if factor >= 1.0:
            raise ValueError("The lr factor should be less than 1.0.")
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"Expected an `Optimizer`, but got type {type(optimizer).__name__}")
        self.factor = factor
        self.optimizer = optimizer
        n = len(optimizer.param_groups)
        if isinstance(min_lr, (list, tuple)):
            if len(min_lr) != n:
                raise ValueError(f"Expected {n} min_lrs, got {len(min_lr)}")
            self.min_lrs = [Tensor(lr, mstype.float32) for lr in min_lr]
        else:
            self.min_lrs = [Tensor(min_lr, mstype.float32)] * n
        if mode not in {"min", "max"}:
            raise ValueError(f"`mode` should be 'min' or 'max', but got {mode}.")
        if threshold_mode not in {"rel", "abs"}:
            raise ValueError(f"`threshold mode` should be 'rel' or 'abs', but got {threshold_mode}.")
        self.mode, self.patience, self.threshold = mode, patience, threshold
        self.threshold_mode, self.cooldown, self.eps = threshold_mode, cooldown, eps
        self.last_epoch = Parameter(Tensor(0, dtype=mstype.int32), name="last_epoch_" + self.__class__.__name__)
        self.mode_worse = float("inf") if mode == "min" else float("-inf")
        self.best = Parameter(Tensor(self.mode_worse, dtype=mstype.float32), name="best")
        self.cooldown_counter = Parameter(Tensor(0, dtype=mstype.float32), name="cooldown_counter")
        self.wait = Parameter(Tensor(0, dtype=mstype.float32), name="wait")
        self.increase_tensor = _ONE
        self._last_lr = [group["lr"] for group in optimizer.param_groups]

    def step(self, metrics):
        epoch = self.last_epoch + 1
        current = ops.cast(metrics, mstype.float32)
        ops.assign(self.last_epoch, epoch)
        if self._is_improvement(current, self.best):
            ops.assign(self.best, current)
            ops.assign(self.wait, 0)
        else:
            ops.assign_add(self.wait, self.increase_tensor)
        if self.in_cooldown():
            ops.assign_sub(self.cooldown_counter, self.increase_tensor)
            ops.assign(self.wait, 0)
        if self.wait > self.patience:
            self._reduce_lr(epoch)
            ops.assign(self.cooldown_counter, self.cooldown)
            ops.assign(self.wait, 0)
        return True

    def _reduce_lr(self, epoch):
        for i, lr in enumerate(self._last_lr):
            old_lr = lr.value()
            new_lr = ops.maximum(old_lr * self.factor, self.min_lrs[i])
            if old_lr > new_lr + self.eps:
                ops.assign(lr, new_lr)
        return True

    def in_cooldown(self):
        return self.cooldown_counter > 0

    def _is_improvement(self, current, best):
        if self.mode == "min" and self.threshold_mode == "rel":
            return current < best * (1.0 - self.threshold)
        if self.mode == "min":
            return current < best - self.threshold
        if self.threshold_mode == "rel":
            return current > best * (self.threshold + 1.0)
        return current > best + self.threshold

    def get_last_lr(self):
        return [lr.value() for lr in self._last_lr]


class CyclicLR(LRScheduler):
    """Cycle the rate between ``base_lr`` and ``max_lr`` (triangular, triangular2 or exp_range)."""

    def __init__(self, optimizer, base_lr, max_lr, step_size_up=2000, step_size_down=None, mode="triangular",
                 gamma=1.0, scale_fn=None, scale_mode="cycle", last_epoch=-1):
        base_lrs = self._preprocess_input_param(optimizer, base_lr, "base_lr")
        if last_epoch == -1:
            for lr, group in zip(base_lrs, optimizer.param_groups):
                ops.assign(group["lr"], Tensor(lr, mstype.float32))
        self.max_lrs = [Tensor(lr) for lr in self._preprocess_input_param(optimizer, max_lr, "max_lr")]
        step_size_up = float(step_size_up)
        step_size_down = step_size_up if step_size_down is None else float(step_size_down)
        self.total_step_size = step_size_up + step_size_down
        self.step_up_ratio = step_size_up / self.total_step_size
        if mode not in ["triangular", "triangular2", "exp_range"] and scale_fn is None:
            raise ValueError("mode is invalid and scale_fn is None")
        self.mode = mode
        self.gamma = gamma
        self._scale_fn_custom = scale_fn
        self.scale_mode = scale_mode
        if scale_fn is None:
            self.scale_mode = "iterations" if mode == "exp_range" else "cycle"
        super().__init__(optimizer, last_epoch)
        self.base_lrs = [Tensor(lr) for lr in base_lrs]

    @staticmethod
    def _preprocess_input_param(optimizer, param, name):
        if isinstance(param, (list, tuple)):
            if len(param) != len(optimizer.param_groups):
                raise ValueError(f"Expected {len(optimizer.param_groups)} values for {name}, got {len(param)}")
            return param
        return [param] * len(optimizer.param_groups)

    def scale_fn(self, x):
        if self._scale_fn_custom is not None:
            return self._scale_fn_custom(x)
        if self.mode == "triangular":
            return 1.0
        if self.mode == "triangular2":
            return 1 / (2.0 ** (x - 1))
        return self.gamma ** x

    def get_lr(self):
        cycle = ops.floor(1 + self.last_epoch / self.total_step_size)
        x = 1.0 + self.last_epoch / self.total_step_size - cycle
        if x <= self.step_up_ratio:
            scale_factor = x / self.step_up_ratio
        else:
            scale_factor = (x - 1) / (self.step_up_ratio - 1)
        lrs = []
        for base_lr, max_lr in zip(self.base_lrs, self.max_lrs):
            base_height = (max_lr - base_lr) * scale_factor
            lrs.append(base_lr + base_height * self.scale_fn(cycle if self.scale_mode == "cycle" else self.last_epoch))
        return lrs


class CosineAnnealingWarmRestarts(LRScheduler):
    """Cosine annealing restarted every ``T_i`` epochs (``T_i`` grows by ``T_mult``)."""

    def __init__(self, optimizer, T_0, T_mult=1, eta_min=0, last_epoch=-1):  # noqa: N803
        if T_0 <= 0 or not isinstance(T_0, int):
            raise ValueError(f"T_0 should be an integer and equal or greater than 0, but got {T_0}")
        if T_mult < 1 or not isinstance(T_mult, int):
            raise ValueError(f"T_mult should be an integer and equal or greater than 1, but got {T_mult}")
        if isinstance(eta_min, bool) or not isinstance(eta_min, (float, int)):
            raise TypeError(f"The type of 'eta_min' should be float or int, but got {type(eta_min).__name__}.")
        self.T_0 = Parameter(Tensor(T_0, dtype=mstype.float32), name="T_0")
        self.T_i = Parameter(Tensor(T_0, dtype=mstype.float32), name="T_i")
        self.T_mult = T_mult
        self.eta_min = Tensor(eta_min)
        self.T_cur = Parameter(Tensor(last_epoch, dtype=mstype.float32), name="T_cur")
        self.zero_tensor = Tensor(0, mstype.int32)
        self._last_lr = [group["lr"] for group in optimizer.param_groups]
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        pct = ops.cast(math.pi * self.T_cur / self.T_i, mstype.float32)
        return [self.eta_min + (base_lr - self.eta_min) * (1 + ops.cos(pct)) / 2 for base_lr in self.base_lrs]

    def step(self, epoch=None):
        if epoch is None and self.last_epoch < 0:
            epoch = self.zero_tensor
        if epoch is None:
            epoch = self.last_epoch + 1
            ops.assign_add(self.T_cur, self.increase_tensor)
            if self.T_cur >= self.T_i:
                ops.assign(self.T_cur, self.T_cur - self.T_i)
                ops.assign(self.T_i, self.T_i * self.T_mult)
        else:
            if epoch < 0:
                raise ValueError(f"epoch should be a non-negative integer, but got {epoch}")
            epoch = ops.cast(Tensor(epoch) if not isinstance(epoch, Tensor) else epoch, mstype.float32)
            if epoch >= self.T_0:
                if self.T_mult == 1:
                    ops.assign(self.T_cur, epoch % self.T_0)
                else:
                    exp = int(ops.log(epoch / self.T_0 * (self.T_mult - 1) + 1) / math.log(self.T_mult))
                    ops.assign(self.T_cur, epoch - self.T_0 * (self.T_mult ** exp - 1) / (self.T_mult - 1))
                    ops.assign(self.T_i, self.T_0 * self.T_mult ** exp)
            else:
                ops.assign(self.T_i, self.T_0.value())
                ops.assign(self.T_cur, epoch)
        ops.assign(self.last_epoch, ops.floor(ops.cast(epoch, mstype.float32)))
        for i, lr in enumerate(self.get_lr()):
            ops.assign(self.optimizer.param_groups[i]["lr"], lr)


class CosineAnnealingLR(LRScheduler):
    """Cosine annealing from the initial rate to ``eta_min`` over ``T_max`` epochs (recursive form)."""

    def __init__(self, optimizer, T_max, eta_min=0.0, last_epoch=-1):  # noqa: N803
        if not isinstance(eta_min, (float, int)):
            raise TypeError(f"For 'CosineAnnealingLR', the 'eta_min' must be float or int, but got {type(eta_min)}.")
        if not isinstance(T_max, int) and not isinstance(T_max, bool):
            raise TypeError(f"For 'CosineAnnealingLR', the 'T_max' must be int, but got {type(eta_min)}.")
        self.T_max = T_max
        self.eta_min = eta_min
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0:
            return [lr * 1.0 for lr in self._last_lr]
        if (self.last_epoch - 1 - self.T_max) % (2 * self.T_max) == 0:
            pct_pi = Tensor(math.pi / self.T_max, mstype.float32)
            return [lr + (base_lr - self.eta_min) * (1 - ops.cos(pct_pi)) / 2
                    for base_lr, lr in zip(self.base_lrs, self._last_lr)]
        return [(1 + ops.cos(math.pi * self.last_epoch / self.T_max)) /
                (1 + ops.cos(math.pi * (self.last_epoch - 1) / self.T_max)) * (lr - self.eta_min) + self.eta_min
                for lr in self._last_lr]

    def _get_closed_form_lr(self):
        return [self.eta_min + (base_lr - self.eta_min) * (1 + ops.cos(math.pi * self.last_epoch / self.T_max)) / 2
                for base_lr in self.base_lrs]
