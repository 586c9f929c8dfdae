"""``EarlyStopping`` and ``ReduceLROnPlateau``: act on a monitored value at the end of each epoch."""
from __future__ import annotations

import logging

import numpy as np

from ...common.tensor import Parameter, Tensor
from ._callback import Callback, handle_loss
from ._validate import check_bool, check_non_negative_int, check_type

__all__ = ["EarlyStopping", "ReduceLROnPlateau"]

log = logging.getLogger("msgraph.train")

def _snapshot(network):
    """A copy of every Parameter of ``network``, by name (what ``restore_best_weights`` loads back)."""
    return {name: Parameter(p.asnumpy().copy(), name=name) for name, p in network.parameters_dict().items()}


SMALLER_IS_BETTER = ("hausdorff_distance", "mae", "mse", "loss", "perplexity", "mean_surface_distance",
                     "root_mean_square_distance", "eval_loss")


class _Monitor(Callback):
    """What both callbacks share: the monitored value, its direction, and improvement by min_delta."""

    _what = "monitor"

    def _setup(self, monitor, min_delta, mode):
        self.monitor = check_type(monitor, str, "monitor")
        self.min_delta = abs(check_type(min_delta, (float, int), "min_delta"))
        self.mode = check_type(mode, str, "mode")
        if self.mode not in ("auto", "min", "max"):
            raise ValueError("mode should be 'auto', 'min' or 'max', but got %s." % self.mode)
        self._smaller = self.mode == "min" or (self.mode == "auto" and self.monitor in SMALLER_IS_BETTER)
        self.best = np.inf if self._smaller else -np.inf

    def is_improvement(self, a, b):
        if self._smaller:
            return np.less(a, b - self.min_delta)
        return np.greater(a, b + self.min_delta)

    def _reset_best(self):
        self.best = np.inf if self._smaller else -np.inf

    def _get_monitor_value(self, cb_params):
        candidates = {}
        if self.monitor == "loss":
            value = handle_loss(cb_params.get("net_outputs"))
        else:
            # eval_results=None set by the user is an AttributeError in MindSpore 2.10 (no fallback to {})
            candidates = cb_params.get("eval_results", {})
            value = candidates.get(self.monitor)
        if value is None:
            log.warning("%s is conditioned on %s, which is not available. Available choices are: %s",
                        self._what, self.monitor, {"loss", *candidates})
        if isinstance(value, np.ndarray) and value.shape != ():
            raise ValueError(f"{type(self).__name__} only supports scalar monitor now.")
        return np.array(value) if value else None


class EarlyStopping(_Monitor):
    """Stop training when ``monitor`` (``'eval_loss'``, ``'loss'`` or a metric of ``Model.fit``) has
    not improved by ``min_delta`` for ``patience`` epochs; ``restore_best_weights`` loads the best
    epoch's Parameters back when it stops."""

    _what = "Early stopping"

    def __init__(self, monitor="eval_loss", min_delta=0, patience=0, verbose=False, mode="auto", baseline=None,
                 restore_best_weights=False):
        super().__init__()
        self._setup(monitor, min_delta, mode)
        self.patience = check_non_negative_int(patience, "patience")
        self.verbose = check_bool(verbose, "verbose")
        self.baseline = check_type(min_delta, (float, int), "min_delta") if baseline else None
        self.restore_best_weights = check_bool(restore_best_weights, "restore_best_weights")
        self.wait = 0
        self.stopped_epoch = 0
        self.best_weights_param_dict = None

    def on_train_begin(self, run_context):
        self.wait = 0
        self.stopped_epoch = 0
        self._reset_best()
        self.best_weights_param_dict = None

    def on_train_epoch_end(self, run_context):
        from ..serialization import load_param_into_net

        cb_params = run_context.original_args()
        current = self._get_monitor_value(cb_params)
        if current is None:
            return
        if self.restore_best_weights and self.best_weights_param_dict is None:
            self.best_weights_param_dict = _snapshot(cb_params.train_network)
        self.wait += 1
        if self.is_improvement(current, self.best):
            self.best = current
            if self.restore_best_weights:
                self.best_weights_param_dict = _snapshot(cb_params.train_network)
            if self.baseline is None or self.is_improvement(current, self.baseline):
                self.wait = 0
        if self.wait >= self.patience:
            self.stopped_epoch = cb_params.get("cur_epoch_num")
            run_context.request_stop()
            if self.restore_best_weights and self.best_weights_param_dict is not None:
                if self.verbose:
                    print("Restoring model weights from the end of the best epoch.")
                load_param_into_net(cb_params.train_network, dict(self.best_weights_param_dict))

    def on_train_end(self, run_context):
        if self.stopped_epoch > 0 and self.verbose:
            print("Epoch %05d: early stopping" % self.stopped_epoch)


class ReduceLROnPlateau(_Monitor):
    """Multiply the optimizer's learning rate by ``factor`` when ``monitor`` has not improved for
    ``patience`` epochs (never below ``min_lr``; then wait ``cooldown`` epochs)."""

    _what = "Learning rate reduction"

    def __init__(self, monitor="eval_loss", factor=0.1, patience=10, verbose=False, mode="auto", min_delta=1e-4,
                 cooldown=0, min_lr=0):
        super().__init__()
        self._setup(monitor, min_delta, mode)
        check_type(factor, (float, np.floating), "factor")   # MindSpore: floats only (factor=0 is a TypeError)
        if not 0.0 < factor < 1.0:
            raise ValueError(f"The 'factor' must be in range of (0.0, 1.0), but got {factor}.")
        self.factor = factor
        self.patience = check_non_negative_int(patience, "patience")
        self.verbose = check_bool(verbose, "verbose")
        self.cooldown = check_non_negative_int(cooldown, "cooldown")
        self.min_lr = check_type(min_lr, (float, int), "min_lr")
        self.cooldown_counter = 0
        self.wait = 0

    def on_train_begin(self, run_context):
        self.cooldown_counter = 0
        self.wait = 0
        self._reset_best()

    def on_train_epoch_end(self, run_context):
        cb_params = run_context.original_args()
        lr = getattr(cb_params.optimizer, "learning_rate", None)
        if not isinstance(lr, Parameter) or lr.ndim != 0:
            raise ValueError("ReduceLROnPlateau does not support dynamic learning rate and group learning rate now.")
        current = self._get_monitor_value(cb_params)
        if current is None:
            return
        if self.cooldown_counter > 0:
            self.cooldown_counter -= 1
            self.wait = 0
        if self.is_improvement(current, self.best):
            self.best = current
            self.wait = 0
        elif self.cooldown_counter <= 0:
            self.wait += 1
            if self.wait >= self.patience:
                cur_arr = lr.asnumpy()
                cur = float(cur_arr)
                # compared in the learning rate's dtype, as MindSpore's Tensor comparison: a float32 lr of 0.4 is
                # not above min_lr=0.4 (no further reduction, no verbose line)
                if cur_arr > np.asarray(self.min_lr).astype(cur_arr.dtype):
                    new_lr = max(cur * self.factor, self.min_lr)
                    lr.set_data(Tensor(np.asarray(new_lr, lr.asnumpy().dtype)))
                    if self.verbose:
                        print("Epoch %05d: ReduceLROnPlateau reducing learning rate to %s."
                              % (cb_params.cur_epoch_num, lr.asnumpy()))
                self.cooldown_counter = self.cooldown
                self.wait = 0
