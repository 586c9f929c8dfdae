"""``Callback``, ``RunContext`` and the callback list ``Model`` drives (MindSpore 2.10's protocol).

A training run calls, in order: ``on_train_begin``; per epoch ``on_train_epoch_begin``, per step
``on_train_step_begin`` / ``on_train_step_end``, then ``on_train_epoch_end``; finally
``on_train_end`` (``on_eval_*`` likewise for evaluation).  Each new-style hook calls its old name
by default (``on_train_step_end`` -> ``step_end``, ``on_eval_begin`` -> ``begin``, ...), so a callback
written against either generation works.  ``RunContext.original_args()`` is the run's
``_InternalCallbackParam`` -- a dict whose keys are also attributes (``cb_params.cur_step_num``).
"""
from __future__ import annotations

from contextlib import ExitStack
from typing import Any, List

import numpy as np

from ...common import hooks
from ...common.tensor import Tensor

__all__ = ["Callback", "RunContext", "CallbackManager", "InternalCallbackParam"]

_OLD_NAMES = ("begin", "epoch_begin", "epoch_end", "step_begin", "step_end", "end")
_HOOKS = {  # new hook -> the old name it falls back to
    "on_train_begin": "begin", "on_train_epoch_begin": "epoch_begin", "on_train_epoch_end": "epoch_end",
    "on_train_step_begin": "step_begin", "on_train_step_end": "step_end", "on_train_end": "end",
    "on_eval_begin": "begin", "on_eval_epoch_begin": "epoch_begin", "on_eval_epoch_end": "epoch_end",
    "on_eval_step_begin": "step_begin", "on_eval_step_end": "step_end", "on_eval_end": "end",
}


class Callback:
    """Base class of training/evaluation callbacks: override the hooks you need.

    Every hook takes a :class:`RunContext`.  Callbacks are also context managers: ``Model`` enters
    each one for the duration of a run (``__enter__`` returns self).
    """

    def __enter__(self):
        return self

    def __exit__(self, *err):
        return None

    # The first generation of hooks (MindSpore < 1.8); still called by the defaults below.
    def begin(self, run_context):
        """Called once before training or evaluation (alias of on_train_begin / on_eval_begin)."""

    def epoch_begin(self, run_context):
        """Called before each epoch."""

    def epoch_end(self, run_context):
        """Called after each epoch."""

    def step_begin(self, run_context):
        """Called before each step."""

    def step_end(self, run_context):
        """Called after each step."""

    def end(self, run_context):
        """Called once after training or evaluation."""

    def on_train_begin(self, run_context):
        """Called once before training."""
        self.begin(run_context)

    def on_train_epoch_begin(self, run_context):
        """Called before each training epoch."""
        self.epoch_begin(run_context)

    def on_train_epoch_end(self, run_context):
        """Called after each training epoch."""
        self.epoch_end(run_context)

    def on_train_step_begin(self, run_context):
        """Called before each training step."""
        self.step_begin(run_context)

    def on_train_step_end(self, run_context):
        """Called after each training step."""
        self.step_end(run_context)

    def on_train_end(self, run_context):
        """Called once after training."""
        self.end(run_context)

    def on_eval_begin(self, run_context):
        """Called once before evaluation."""
        self.begin(run_context)

    def on_eval_epoch_begin(self, run_context):
        """Called before the evaluation epoch."""
        self.epoch_begin(run_context)

    def on_eval_epoch_end(self, run_context):
        """Called after the evaluation epoch."""
        self.epoch_end(run_context)

    def on_eval_step_begin(self, run_context):
        """Called before each evaluation step."""
        self.step_begin(run_context)

    def on_eval_step_end(self, run_context):
        """Called after each evaluation step."""
        self.step_end(run_context)

    def on_eval_end(self, run_context):
        """Called once after evaluation."""
        self.end(run_context)


def _broadcast(name: str):
    def hook(self, run_context):
        for cb in self._callbacks:
            getattr(cb, name)(run_context)
    hook.__name__ = name
    hook.__doc__ = f"Call ``{name}`` on every callback, in order."
    return hook


class CallbackManager(Callback):
    """Runs a list of callbacks in order (``mindspore.train.callback._CallbackManager``).

    ``callbacks``: None, one Callback or a list of them (anything else: TypeError).  As a context
    manager it enters every callback and uses what each ``__enter__`` returns.
    """

    def __init__(self, callbacks):
        self._callbacks: List[Any] = []
        self._stack = None
        if isinstance(callbacks, Callback):
            self._callbacks.append(callbacks)
        elif isinstance(callbacks, list):
            for cb in callbacks:
                if not isinstance(cb, Callback):
                    raise TypeError("When the 'callbacks' is a list, the elements in "
                                    "'callbacks' must be Callback functions.")
                self._callbacks.append(cb)
        elif callbacks is not None:
            raise TypeError("The 'callbacks' is not a Callback or a list of Callback.")

    def __enter__(self):
        if self._stack is None:
            entered, self._stack = [], ExitStack().__enter__()
            for cb in self._callbacks:
                target = self._stack.enter_context(cb)
                entered.append(target if isinstance(target, Callback) else cb)
            self._callbacks = entered
        return self

    def __exit__(self, *err):
        stack, self._stack = self._stack, None
        return stack.__exit__(*err) if stack is not None else None


for _name in _OLD_NAMES + tuple(_HOOKS):
    setattr(CallbackManager, _name, _broadcast(_name))


hooks.train_callback_base = Callback     # the base of mindspore.dataset.WaitedDSCallback (dataset layer)


class InternalCallbackParam(dict):
    """The run's state shared with callbacks: a dict whose keys read and write as attributes.  A missing one
    raises KeyError, as MindSpore's (so ``getattr(cb_params, name, default)`` and ``hasattr`` raise too)."""

    def __getattr__(self, key):
        return self[key]

    def __setattr__(self, key, value):
        self[key] = value


class RunContext:
    """Holds a run's state for callbacks: ``original_args()`` returns it, ``request_stop()`` stops
    training after the current step (``get_stop_requested()`` tells whether it was asked)."""

    def __init__(self, original_args):
        if not isinstance(original_args, dict):
            raise TypeError(f"The argument 'original_args' of RunContext should be dict type, "
                            f"but got {type(original_args)}.")
        self._original_args = original_args
        self._stop_requested = False

    def original_args(self):
        """The run's ``_InternalCallbackParam`` (cur_epoch_num, cur_step_num, batch_num, net_outputs, ...)."""
        return self._original_args

    def request_stop(self):
        """Ask the training loop to stop after the current step."""
        self._stop_requested = True

    def get_stop_requested(self):
        """True once :meth:`request_stop` was called."""
        return self._stop_requested


def handle_loss(loss: Any) -> Any:
    """A step's ``net_outputs`` as LossMonitor prints it: a Tensor as the float of its mean; of a
    tuple, the first element as it is (MindSpore then prints that Tensor, e.g. ``0.6931472``)."""
    if isinstance(loss, (tuple, list)):
        if isinstance(loss[0], Tensor):
            loss = loss[0]
    elif isinstance(loss, Tensor):
        loss = float(np.mean(loss.asnumpy()))
    return loss


CUR_NET = None


def set_cur_net(net):
    """The network ``checkpoint_cb_for_save_op`` fills (``mindspore.train.callback._set_cur_net``)."""
    global CUR_NET
    CUR_NET = net


def checkpoint_cb_for_save_op(parameter_list):
    """MindSpore's checkpoint-save-op callback: loads ``[{"name": ..., "data": Tensor}, ...]`` (consumed) into
    the net of ``set_cur_net`` (strictly, then forgets the net); False when no net is set."""
    if CUR_NET is None:
        import logging

        logging.getLogger("mindspore").warning("CUR_NET is None. parameters are not updated.")
        return False
    from ...common.tensor import Parameter
    from ..serialization import load_param_into_net

    parameter_dict = {}
    while parameter_list:
        item = parameter_list.pop(0)
        name, data = item["name"], item["data"]
        parameter_dict[name] = Parameter(Tensor(data.asnumpy()), name=name)
    load_param_into_net(CUR_NET, parameter_dict, strict_load=True)
    set_cur_net(None)
    return True


# MindSpore's private name for the same helper (``from mindspore.train.callback._callback import _handle_loss``)
_handle_loss = handle_loss
