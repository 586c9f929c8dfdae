"""``DSCallback`` and ``WaitedDSCallback`` (MindSpore 2.10's ``mindspore.dataset.callback``).

A callback given to ``Dataset.map(..., callbacks=cb)`` is called by that map node, in the pipeline
thread, with a :class:`DSRunContext`:

* ``ds_begin`` once, before the first row of the run (epoch 0, step 0);
* ``ds_epoch_begin`` before the first row of each epoch (an epoch of the iterator: every repeat
  of a ``repeat`` above the map belongs to it), ``ds_epoch_end`` after its last row;
* ``ds_step_begin`` / ``ds_step_end`` around a row when ``(step_in_epoch - 1) % step_size == 0``.

Only the methods a subclass overrides are called; a subclass that overrides none fails when the
pipeline starts (AttributeError).

``WaitedDSCallback`` is also a training callback (its first base is ``mindspore.train.Callback``,
which the train layer registers in ``common/hooks.py``): its
``ds_step_begin`` waits, from the second step on, until training calls its ``step_end``, then runs
``sync_step_begin(train_run_context, ds_run_context)``; ``ds_epoch_begin`` likewise waits for
``epoch_end`` from the second epoch on.  A wait longer than ``ds.config.get_callback_timeout()``
seconds fails the pipeline (RuntimeError "ds_step_begin timed out after N second(s).").
"""
from __future__ import annotations

import threading
from typing import Any, Callable, Dict, Optional

from ...common import hooks
from ..core import config

__all__ = ["DSCallback", "WaitedDSCallback", "DSRunContext"]

_INT32_MAX = 2147483647
_NO_OVERRIDE = ("Inheriting Callback class without overriding any methods, check the usage of user defined "
                "Callback.")


class DSRunContext:
    """Where the pipeline is when a callback runs (MindSpore's ``CallbackParam``)."""

    __slots__ = ("cur_epoch_num", "cur_step_num_in_epoch", "cur_step_num")

    def __init__(self, cur_epoch_num: int, cur_step_num_in_epoch: int, cur_step_num: int) -> None:
        self.cur_epoch_num = cur_epoch_num
        self.cur_step_num_in_epoch = cur_step_num_in_epoch
        self.cur_step_num = cur_step_num

    def __repr__(self) -> str:
        return (f"DSRunContext(cur_epoch_num={self.cur_epoch_num}, cur_step_num_in_epoch="
                f"{self.cur_step_num_in_epoch}, cur_step_num={self.cur_step_num})")


def _check_step_size(step_size: Any) -> None:
    if isinstance(step_size, bool) or not isinstance(step_size, int):
        raise TypeError(f"Argument step_size with value {step_size} is not of type [<class 'int'>], "
                        f"but got {type(step_size)}.")
    if not 1 <= step_size <= _INT32_MAX:
        raise ValueError(f"Input step_size is not within the required interval of [1, {_INT32_MAX}].")


class DSCallback:
    """Base of dataset callbacks: override any of ``ds_begin``, ``ds_epoch_begin``, ``ds_epoch_end``,
    ``ds_step_begin``, ``ds_step_end`` (each takes a :class:`DSRunContext`)."""

    def __init__(self, step_size: int = 1) -> None:
        _check_step_size(step_size)
        self.step_size = step_size

    def ds_begin(self, ds_run_context: DSRunContext) -> None:
        """Called before the pipeline produces its first row."""

    def ds_epoch_begin(self, ds_run_context: DSRunContext) -> None:
        """Called before an epoch's first row."""

    def ds_epoch_end(self, ds_run_context: DSRunContext) -> None:
        """Called after an epoch's last row."""

    def ds_step_begin(self, ds_run_context: DSRunContext) -> None:
        """Called before a row (every ``step_size`` rows of an epoch)."""

    def ds_step_end(self, ds_run_context: DSRunContext) -> None:
        """Called after a row (every ``step_size`` rows of an epoch)."""

    def _runtime_hooks(self) -> Dict[str, Callable[[DSRunContext], Any]]:
        """The events this callback handles: {"begin"|"epoch_begin"|...: bound method} (MindSpore's
        ``create_runtime_obj``); AttributeError when the subclass overrides none."""
        hooks = {}
        for event in ("begin", "epoch_begin", "epoch_end", "step_begin", "step_end"):
            name = "ds_" + event
            if getattr(type(self), name) is not getattr(DSCallback, name):
                hooks[event] = getattr(self, name)
        if not hooks:
            raise AttributeError(_NO_OVERRIDE)
        return hooks


# the training Callback, registered by msgraph.train (imported by ``import msgraph``, before this module)
_BASES = (DSCallback,) if hooks.train_callback_base is None else (hooks.train_callback_base, DSCallback)


class WaitedDSCallback(*_BASES):  # type: ignore[misc]
    """A dataset callback synchronised with training: override ``sync_step_begin`` and/or
    ``sync_epoch_begin`` (each takes ``(train_run_context, ds_run_context)``) and pass the object
    both to ``map(callbacks=...)`` and to ``Model.train(callbacks=...)``.  ``step_size``: the rows of
    one training step (usually the batch size)."""

    def __init__(self, step_size: int = 1) -> None:
        super().__init__()
        self.step_size = step_size      # not checked here (MindSpore 2.10 checks only DSCallback's)
        self.step_event = threading.Event()
        self.step_run_context: Optional[Any] = None
        self.epoch_event = threading.Event()
        self.epoch_run_context: Optional[Any] = None
        self.training_ended = False

    def sync_epoch_begin(self, train_run_context: Any, ds_run_context: DSRunContext) -> None:
        """Called before a dataset epoch, after the previous training epoch ended."""

    def sync_step_begin(self, train_run_context: Any, ds_run_context: DSRunContext) -> None:
        """Called before a dataset step, after the previous training step ended."""

    # -- the training side (Callback hooks) ------------------------------------------------------
    def epoch_end(self, run_context: Any) -> None:
        """Training finished an epoch: release the pipeline's wait in ``ds_epoch_begin``."""
        self.epoch_run_context = run_context
        self.epoch_event.set()

    def step_end(self, run_context: Any) -> None:
        """Training finished a step: release the pipeline's wait in ``ds_step_begin``."""
        self.step_run_context = run_context
        self.step_event.set()

    def end(self, run_context: Any) -> None:
        """Training ended: the pipeline waits no more."""
        self.epoch_end(run_context)
        self.step_end(run_context)
        self.training_ended = True

    # -- the pipeline side -------------------------------------------------------------------------
    def _wait(self, event: threading.Event, what: str) -> None:
        if self.training_ended:
            return
        timeout = config.get_callback_timeout()
        ok = event.wait(timeout=timeout)
        event.clear()
        if not ok:
            raise RuntimeError(f"{what} timed out after {timeout} second(s).")

    def ds_epoch_begin(self, ds_run_context: DSRunContext) -> None:
        if ds_run_context.cur_epoch_num > 1:
            self._wait(self.epoch_event, "ds_epoch_begin")
            self.sync_epoch_begin(self.epoch_run_context, ds_run_context)

    def ds_step_begin(self, ds_run_context: DSRunContext) -> None:
        if ds_run_context.cur_step_num > self.step_size:
            self._wait(self.step_event, "ds_step_begin")
            self.sync_step_begin(self.step_run_context, ds_run_context)

    def _runtime_hooks(self) -> Dict[str, Callable[[DSRunContext], Any]]:
        hooks = {}
        if type(self).sync_step_begin is not WaitedDSCallback.sync_step_begin:
            hooks["step_begin"] = self.ds_step_begin
        if type(self).sync_epoch_begin is not WaitedDSCallback.sync_epoch_begin:
            hooks["epoch_begin"] = self.ds_epoch_begin
        if not hooks:
            raise AttributeError(_NO_OVERRIDE)
        return hooks
