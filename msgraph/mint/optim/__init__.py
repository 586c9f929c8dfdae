"""``mindspore.mint.optim``: MindSpore 2.10's PyTorch-style optimizers (Adam, AdamW, SGD, FusedAdamW).

The update rules are ``experimental.optim``'s (the same signatures and algorithms); these classes keep MindSpore's
mint state, which ``parameters_dict()`` and checkpoints show: the optimized Parameters themselves, SGD's
``momentum_buf.<name>`` and Int32 ``step_t``, Adam's / AdamW's ``exp_avg.<name>``, ``exp_avg_sq.<name>`` and a
Float32 ``state_step`` of shape (1,) (AdamW's starts at -1: its kernel counts the step itself).
Recorded from MindSpore 2.10: tests/conformance/programs/mint22/mint_optim.py.
"""
from __future__ import annotations

from ...common import dtype as mstype
from ...common.tensor import Parameter, Tensor
from ...experimental.optim import optimizer as _opt
from ... import ops as _ops
from ...ops._helpers import user_type as _user_type


class SGD(_opt.SGD):
    """mint.optim.SGD(params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False)."""

    _float32_hyper = False   # measured as doubles; experimental.optim's are float32 (see there)

    def _init_state(self):
        """mint's SGD state: ``momentum_buf.<name>`` and an Int32 ``step_t`` (the first step takes the gradient)."""
        self.accum = self._state_like("momentum_buf")
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")

    def _begin_step(self):
        _ops.assign_add(self.step_t, Tensor(1, mstype.int32))

    def _momentum_buffer(self, i, g, mom, damp):
        buf = self.accum[i]
        _opt._assign(buf, g if int(self.step_t.asnumpy()) == 1 else buf * mom + g * (1.0 - damp))
        return buf

    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False):
        for key, v in (("nesterov", nesterov), ("maximize", maximize)):   # MindSpore 2.10: bools only (TypeError)
            if not isinstance(v, bool):
                raise TypeError(f"For 'SGD', the type of '{key}' should be 'bool', but got type '{_user_type(v).__name__}'.")
        if nesterov and (momentum <= 0. or dampening != 0.):
            raise ValueError("For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must "
                             f"equal to 0.0, but got 'momentum' {momentum}, 'dampening' {dampening}")
        params = list(params)
        lrs = [g.get("lr", lr) if isinstance(g, dict) else lr for g in params] if params and \
            isinstance(params[0], dict) else [lr]
        super().__init__(params, lr, momentum, dampening, weight_decay, nesterov, maximize=maximize)
        for g, g_lr in zip(self.param_groups, lrs):   # MindSpore's groups: the lr as given ('lr_float'), the
            g["lr_float"] = g_lr                      # dampening as given
            if g["dampening"] == dampening:
                g["dampening"] = dampening


def _check_lr_float(name, **values):
    """mint's Adam / AdamW take Python floats for lr, eps and weight_decay (an int, a bool, a numpy scalar or a
    Tensor is MindSpore 2.10's TypeError, before any range check)."""
    for key, v in values.items():
        if not isinstance(v, float):
            raise TypeError(f"For '{name}', the type of '{key}' should be 'float', but got type '{_user_type(v).__name__}'.")


def _check_betas(name, betas):
    """mint's Adam / AdamW: betas a tuple of two Python floats (a list or an int beta: TypeError; another length:
    ValueError), checked first."""
    if not isinstance(betas, tuple):
        raise TypeError(f"For '{name}', the type of 'betas' should be 'tuple', but got type '{_user_type(betas).__name__}'.")
    if len(betas) != 2:
        raise ValueError(f"For '{name}', the 'betas size' should be in [2], but got {len(betas)}.")
    for i, b in enumerate(betas):
        if not isinstance(b, float):
            raise TypeError(f"For '{name}', the type of 'betas[{i}]' should be 'float', but got type "
                            f"'{_user_type(b).__name__}'.")


class Adam(_opt.Adam):
    """mint.optim.Adam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False, *,
    maximize=False)."""

    _STEP0 = 0.0
    # MindSpore 2.10's compiled mint Adam adds eps to sqrt(v) / sqrt(1 - beta2^t) (torch's formula), not to sqrt(v)
    # as the Adam kernel does: with betas (0.5, 0.7), eps 1e-3 the second loss is 18.79366 (kernel 18.79411)
    _corrected_eps = True
    _float32_hyper = False

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False, *,
                 maximize=False):
        _check_betas(type(self).__name__, betas)
        _check_lr_float(type(self).__name__, lr=lr, eps=eps, weight_decay=weight_decay)
        for key, v in (("amsgrad", amsgrad), ("maximize", maximize)):   # MindSpore 2.10: bools only (TypeError)
            if not isinstance(v, bool):
                raise TypeError(f"For '{_user_type(self).__name__}', the type of '{key}' should be 'bool', but got type "
                                f"'{_user_type(v).__name__}'.")
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)
        self.max_exp_avg_sq = list(self.max_exp_avg_sq)   # (amsgrad's maxima: not in MindSpore's state)
        self.state_step = Parameter(Tensor([self._STEP0], mstype.float32), "state_step")

    def _advance_step(self):
        _ops.assign_add(self.state_step, Tensor([1.0], mstype.float32))
        return _ops.reshape(self.state_step.value(), ()) - self._STEP0


class AdamW(Adam):
    """mint.optim.AdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
    maximize=False): decoupled weight decay."""

    _decoupled_decay = True
    _STEP0 = -1.0

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)


FusedAdamW = AdamW   # (MindSpore's fused kernel of the same update)

__all__ = ["AdamW", "Adam", "SGD", "FusedAdamW"]
