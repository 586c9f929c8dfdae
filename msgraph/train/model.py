"""``Model``: MindSpore's high-level train / eval / predict loop.

``Model(network, loss_fn, optimizer, metrics)`` builds the networks as MindSpore does:

* train: ``TrainOneStepCell(WithLossCell(network, loss_fn), optimizer)`` (with ``amp_level`` other
  than ``"O0"`` or a ``loss_scale_manager``, ``msgraph.amp.build_train_network`` builds it);
  without an optimizer ``WithLossCell(network, loss_fn)``; without either the network itself;
* eval: ``eval_network`` if given, else ``WithEvalCell(network, loss_fn)`` whose outputs
  ``(loss, logits, label)`` feed the metrics through ``eval_indexes`` ``[0, 1, 2]``;
* predict: the network.

The loop calls the callbacks exactly where MindSpore does and fills the same ``cb_params``.  In
GRAPH_MODE each network call is compiled once per input signature (so the train step compiles
once, not per step).  ``dataset_sink_mode=True`` is accepted and runs the non-sink loop, as
MindSpore itself does on CPU.
"""
from __future__ import annotations

import copy
import itertools
import logging
from collections.abc import Iterable
from typing import Any

import numpy as np

from ..common.tensor import Tensor
from ..nn.cell import Cell
from ..nn import _checks as chk
from ..nn.metrics import Loss, get_metric_fn, get_metrics
from ..nn.optim.optimizer import Optimizer
from ..nn.wrap.cell_wrapper import TrainOneStepCell, WithLossCell
from ..nn.wrap.eval_cell import WithEvalCell
from ..parallel._auto_parallel_context import ParallelMode, get_auto_parallel_context
from ._data import DataSource
from .callback import __all__ as _builtin_callbacks
from .callback._callback import CallbackManager, InternalCallbackParam, RunContext
from .callback._time_monitor import TimeMonitor
from .callback._validate import check_bool, check_non_negative_int, check_positive_int

_MODEL_TOKENS = itertools.count(1)

__all__ = ["Model", "ParallelMode"]

log = logging.getLogger("msgraph.train")
_KWARGS = ("loss_scale_manager", "keep_batchnorm_fp32", "boost_config_dict", "acc_level")
_OLD_HOOKS = {"begin", "end", "epoch_begin", "epoch_end", "step_begin", "step_end"}


class MetricValue(np.float64):
    """A metric's np.float64 result that prints as MindSpore (numpy 1) prints it: ``0.75``, where
    numpy 2 would write ``np.float64(0.75)`` inside a printed dict.  Still an np.float64 (and float)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return float.__repr__(self)


def _printable(value: Any) -> Any:
    return MetricValue(value) if type(value) is np.float64 else value


def _as_tuple(inputs: Any) -> Any:
    return (inputs,) if isinstance(inputs, Tensor) else inputs


def _callback_list(callbacks: Any) -> list:
    if callbacks is None:
        return []
    if isinstance(callbacks, Iterable):
        return list(callbacks)
    return [callbacks]


def _exception_checkpoint(callbacks):
    """The ModelCheckpoint of ``callbacks`` (one callback or a list: the last one; MindSpore looks at no tuple) when
    its config has ``exception_save``, else None."""
    from .callback._checkpoint import ModelCheckpoint

    found = None
    if isinstance(callbacks, ModelCheckpoint):
        found = callbacks
    elif isinstance(callbacks, list):
        for item in callbacks:
            if isinstance(item, ModelCheckpoint):
                found = item
    if found is not None and found._config is not None and found._config.exception_save \
            and hasattr(found, "_directory"):
        return found
    return None


class Model:
    """High-level training and evaluation of ``network`` (see the module docstring).

    Args:
        network: the backbone Cell.
        loss_fn: a loss Cell (None when ``network`` computes its own loss).
        optimizer: an optimizer Cell (None: ``train`` runs forward only).
        metrics: a set of metric names (``{"acc", "loss"}``) or a dict ``{name: Metric}``.
        eval_network, eval_indexes: a custom evaluation network and which of its outputs are
            ``[loss, prediction, label]``.
        amp_level: ``"O0"`` (none) .. ``"O3"``; other than O0 needs ``msgraph.amp``.
        boost_level: accepted; msgraph has no boost network transforms.
        **kwargs: ``loss_scale_manager``, ``keep_batchnorm_fp32``, ``boost_config_dict``, ``acc_level``.
    """

    def __init__(self, network, loss_fn=None, optimizer=None, metrics=None, eval_network=None, eval_indexes=None,
                 amp_level="O0", boost_level="O0", **kwargs):
        self._network = network
        self._loss_fn = loss_fn
        self._optimizer = optimizer
        self._loss_scale_manager = None
        self._loss_scale_manager_set = False
        self._keep_bn_fp32 = None
        for arg in kwargs:
            if arg not in _KWARGS:
                raise ValueError(f"The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' "
                                 f"or 'boost_config_dict' or 'acc_level', but got '{arg}'.")
        self._amp_level = amp_level
        self._boost_level = kwargs.get("acc_level", boost_level)
        self._eval_network = eval_network
        if "keep_batchnorm_fp32" in kwargs:
            self._keep_bn_fp32 = kwargs["keep_batchnorm_fp32"]
        if "loss_scale_manager" in kwargs:
            self._loss_scale_manager = kwargs["loss_scale_manager"]
            self._loss_scale_manager_set = True
        self._parallel_mode = get_auto_parallel_context("parallel_mode")
        self._device_number = get_auto_parallel_context("device_num")
        self._metrics = metrics
        if optimizer is None and amp_level != "O0":
            raise ValueError("Auto mixed precision will not work because 'optimizer' is None.Please set amp_level='O0' "
                             "to disable auto mixed precision or set 'optimizer' not be None to use auto mixed "
                             "precision.")
        self._train_network = self._build_train_network()
        self._build_eval_network(metrics, self._eval_network, eval_indexes)
        self._predict_network = self._network
        self._current_epoch_num = 0
        self._current_step_num = 0
        self.epoch_iter = 0
        self._backbone_is_train = True
        self.batch_num = -1

    # -- building the networks -------------------------------------------------------------------
    def _build_train_network(self):
        network = self._network
        if not isinstance(network, Cell):
            raise TypeError(f"For 'Model', the argument 'network' must be Cell, but got {type(network).__name__}.")
        if self._loss_scale_manager is not None and self._optimizer is None:
            raise ValueError("The argument 'optimizer' can not be None when set 'loss_scale_manager'.")
        if self._optimizer is not None:
            # MindSpore builds every train network through amp.build_train_network, whose check refuses
            # optimizers that are not nn.Optimizer (mint.optim's, for one)
            chk.value_type(self._optimizer, "optimizer", [Optimizer])
            if self._amp_level == "O0" and self._boost_level not in ("O0", "O1", "O2"):
                # amp.build_train_network, which MindSpore's Model calls for every optimizer, checks boost_level
                raise ValueError(f"The 'boost_level' should be in : ['O0', 'O1', 'O2'], but got {self._boost_level}.")
            if self._amp_level != "O0" or self._loss_scale_manager_set or self._keep_bn_fp32 is not None:
                from .. import amp  # mixed precision / loss scaling live in msgraph.amp

                config = {}
                if self._loss_scale_manager_set:
                    config["loss_scale_manager"] = self._loss_scale_manager
                if self._keep_bn_fp32 is not None:
                    config["keep_batchnorm_fp32"] = self._keep_bn_fp32
                return amp.build_train_network(network, self._optimizer, self._loss_fn, level=self._amp_level,
                                               boost_level=self._boost_level, **config)
            if self._loss_fn is not None:
                network = WithLossCell(network, self._loss_fn)
            # amp.build_train_network (which MindSpore's Model calls for every optimizer) returns the step Cell
            # set_train(): the user's network is in training mode from Model's construction on
            return TrainOneStepCell(network, self._optimizer).set_train()
        if self._loss_fn is not None:
            return WithLossCell(network, self._loss_fn)
        return network

    def _build_eval_network(self, metrics, eval_network, eval_indexes):
        self._metric_fns = get_metrics(metrics)
        self._eval_indexes = None
        if not self._metric_fns:
            return
        if eval_network is not None:
            if eval_indexes is not None and not (isinstance(eval_indexes, list) and len(eval_indexes) == 3):
                raise ValueError(f"The argument 'eval_indexes' must be a list or None. If 'eval_indexes' is a list, "
                                 f"length of it must be three. But got 'eval_indexes' {eval_indexes}")
            self._eval_network = eval_network
            self._eval_indexes = eval_indexes
            return
        if self._loss_fn is None:
            raise ValueError("If `metrics` is set, `eval_network` must not be None. Do not set `metrics` if you don't "
                             "want an evaluation.\nIf evaluation is required, you need to specify `eval_network`, "
                             "which will be used in the framework to evaluate the model.\nFor the simple scenarios "
                             "with one data, one label and one logits, `eval_network` is optional, and then you can "
                             "set `eval_network` or `loss_fn`. For the latter case, framework will automatically "
                             "build an evaluation network with `network` and `loss_fn`.")
        self._eval_network = WithEvalCell(self._network, self._loss_fn, self._amp_level in ("O2", "O3", "auto"))
        self._eval_indexes = [0, 1, 2]

    @property
    def train_network(self):
        """The network ``train`` runs (e.g. TrainOneStepCell)."""
        return self._train_network

    @property
    def predict_network(self):
        """The network ``predict`` runs."""
        return self._predict_network

    @property
    def eval_network(self):
        """The network ``eval`` runs (None without metrics)."""
        return self._eval_network

    # -- metrics ---------------------------------------------------------------------------------
    def _clear_metrics(self):
        for metric in self._metric_fns.values():
            metric.clear()

    def _update_metrics(self, outputs):
        if isinstance(outputs, Tensor):
            outputs = (outputs,)
        if not isinstance(outputs, tuple):
            raise ValueError(f"The argument 'outputs' should be tuple, but got {type(outputs)}.")
        if self._eval_indexes is not None and len(outputs) < 3:
            raise ValueError(f"The length of 'outputs' must be >= 3, but got {len(outputs)}")
        for metric in self._metric_fns.values():
            if self._eval_indexes is None:
                metric.update(*outputs)
            elif isinstance(metric, Loss):
                metric.update(outputs[self._eval_indexes[0]])
            else:
                metric.update(outputs[self._eval_indexes[1]], outputs[self._eval_indexes[2]])

    def _get_metrics(self):
        return {key: _printable(value.eval()) for key, value in self._metric_fns.items()}

    # -- helpers ---------------------------------------------------------------------------------
    def _check_network_mode(self, network, is_train):
        if self._backbone_is_train != is_train:
            network.set_train(is_train)
            self._backbone_is_train = is_train
        if not is_train:
            network.set_grad(False)
        return network

    def _check_reuse_dataset(self, dataset):
        # MindSpore tags the dataset with hash(self), an id: a model created after the first one was freed can
        # get the same id and then reuses the dataset unnoticed. A serial number per Model never repeats.
        token = self.__dict__.get("_dataset_token")
        if token is None:
            token = self.__dict__["_dataset_token"] = next(_MODEL_TOKENS)
        try:
            if not hasattr(dataset, "__model_hash__"):
                dataset.__model_hash__ = token
        except (AttributeError, TypeError):
            return   # a list or tuple cannot be tagged
        if dataset.__model_hash__ != token:
            raise RuntimeError("The dataset object had been used in other model by model.train(...), please create a "
                               "new dataset.")

    @staticmethod
    def _check_methods_for_custom_callbacks(callbacks, current_mode):
        for cb in _callback_list(callbacks):
            name = type(cb).__name__
            if name in _builtin_callbacks:
                continue
            old = set(type(cb).__dict__) & _OLD_HOOKS
            if not old:
                continue
            msg = (f"For {name} callback, {old} methods may not be supported in later version, Use methods "
                   f"prefixed with 'on_train' or 'on_eval' instead when using customized callbacks.")
            if current_mode in ("train", "eval"):
                log.warning(msg)
            else:
                raise ValueError(msg)

    @staticmethod
    def _check_epochs(where, epoch, initial_epoch, sink_size, dataset_sink_mode):
        check_bool(dataset_sink_mode, "dataset_sink_mode")
        if isinstance(sink_size, bool) or not isinstance(sink_size, int):
            raise TypeError(f"The 'sink_size' must be int, but got {type(sink_size).__name__}.")
        check_positive_int(epoch, "epoch")
        check_non_negative_int(initial_epoch, "initial_epoch")
        if initial_epoch >= epoch:
            raise ValueError(f"For 'Model.{where}', the parameter 'epoch' must bigger than parameter 'initial_epoch',"
                             f" but got the parameter 'epoch' is {epoch}, 'initial_epoch' is {initial_epoch}.")

    # -- train -----------------------------------------------------------------------------------
    def train(self, epoch, train_dataset, callbacks=None, dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        """Train ``epoch`` epochs over ``train_dataset`` (epochs ``initial_epoch + 1 .. epoch``).

        ``callbacks``: a Callback or a list.  ``dataset_sink_mode``/``sink_size`` are accepted; the
        loop runs without sinking (each batch from Python), as MindSpore does on CPU.
        """
        self._check_epochs("train", epoch, initial_epoch, sink_size, dataset_sink_mode)
        source = DataSource(train_dataset)
        if source.get_dataset_size() == 0:
            raise ValueError("There is no valid data in dataset, please check dataset file firstly.")
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"For 'Model.train', The argument 'sink_size' must be -1 or positive, but got {sink_size}.")
        if callbacks:
            self._check_methods_for_custom_callbacks(callbacks, "train")
        self._train(epoch, source, callbacks, dataset_sink_mode, sink_size, initial_epoch)

    def fit(self, epoch, train_dataset, valid_dataset=None, valid_frequency=1, callbacks=None, dataset_sink_mode=False,
            valid_dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        """Train, evaluating on ``valid_dataset`` every ``valid_frequency`` epochs (an int, or a list of
        epoch numbers); the metrics reach callbacks as ``cb_params.metrics`` / ``eval_results``."""
        check_bool(valid_dataset_sink_mode, "valid_dataset_sink_mode")
        self._check_epochs("fit", epoch, initial_epoch, sink_size, dataset_sink_mode)
        source = DataSource(train_dataset)
        if source.get_dataset_size() == 0:
            raise ValueError("There is no valid data in dataset, please check dataset file firstly.")
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"For 'Model.fit', The parameter 'sink_size' must be -1 or positive, but got {sink_size}.")
        if isinstance(valid_frequency, bool) or not isinstance(valid_frequency, (int, list)):
            raise TypeError(f"For 'Model.fit', the type of 'valid_frequency' must be a list or an integer, but got "
                            f"type {type(valid_frequency)}.")
        if valid_dataset is not None and not self._metric_fns:
            raise ValueError("For 'Model.fit', if valid_dataset is not None, the model argument 'metrics' can not be"
                             "None or empty, you should set the argument 'metrics' for model.")
        if callbacks:
            self._check_methods_for_custom_callbacks(callbacks, "fit")
        valid = DataSource(valid_dataset) if valid_dataset is not None else None
        self._train(epoch, source, callbacks, dataset_sink_mode, sink_size, initial_epoch,
                    valid_infos=(valid, valid_frequency))

    def _train(self, epoch, source, callbacks, dataset_sink_mode, sink_size, initial_epoch, valid_infos=(None, 1)):
        cb_params = InternalCallbackParam()
        cb_params.cur_step_num = 0
        cb_params.train_network = self._train_network
        cb_params.epoch_num = epoch - initial_epoch
        size = source.get_dataset_size()
        cb_params.batch_num = sink_size if dataset_sink_mode and sink_size > 0 else size
        self.batch_num = cb_params.batch_num
        cb_params.mode = "train"
        cb_params.loss_fn = self._loss_fn
        cb_params.optimizer = self._optimizer
        cb_params.parallel_mode = self._parallel_mode
        cb_params.device_number = self._device_number
        cb_params.train_dataset = source.dataset
        cb_params.list_callback = _callback_list(callbacks)
        cb_params.train_dataset_element = None
        cb_params.network = self._network
        cb_params.last_save_ckpt_step = None
        cb_params.latest_ckpt_file = None
        cb_params.loss_scale_mananger = self._loss_scale_manager   # sic: MindSpore's key
        cb_params.initial_step = None
        saver = _exception_checkpoint(callbacks)
        try:
            with CallbackManager(cb_params.list_callback) as list_callback:   # a tuple of callbacks too, as MindSpore
                self._check_reuse_dataset(source.dataset)
                self._train_process(epoch, source, list_callback, cb_params, initial_epoch, valid_infos)
        except BaseException:
            if saver is not None:
                self._save_breakpoint(saver)
            raise

    def _save_breakpoint(self, saver):
        """ModelCheckpoint(config=CheckpointConfig(exception_save=True)): what MindSpore's Model saves when training
        raises -- ``<prefix>-<epoch>_<step in epoch>_breakpoint.ckpt`` of the train network, beside the others."""
        import os

        from .callback._checkpoint import _chg_ckpt_file_name_if_same_exist
        from .serialization import save_checkpoint

        cfg = saver._config
        prefix = _chg_ckpt_file_name_if_same_exist(saver._directory, saver._exception_prefix, True)
        path = os.path.join(saver._directory, f"{prefix}-{self._current_epoch_num}_{self._current_step_num}"
                                              f"_breakpoint.ckpt")
        if "epoch_num" in saver._append_dict:
            saver._append_dict["epoch_num"] = saver._append_epoch_num + self._current_epoch_num
        if "step_num" in saver._append_dict:
            saver._append_dict["step_num"] = saver._append_step_num + self._current_step_num
        save_checkpoint(self._train_network, path, cfg.integrated_save, cfg.async_save, saver._append_dict or None,
                        cfg.enc_key, cfg.enc_mode)

    def _train_process(self, epoch, source, list_callback, cb_params, initial_epoch, valid_infos):
        self._train_network.set_train(True)
        self._backbone_is_train = True
        cb_params.dataset_sink_mode = False
        run_context = RunContext(cb_params)
        list_callback.on_train_begin(run_context)
        source.begin(epoch)      # one iterator for the run: epochs reshuffle; set_init_step resumes
        try:
            self._train_epochs(epoch, source, list_callback, cb_params, initial_epoch, valid_infos, run_context)
        finally:
            source.end()
        list_callback.on_train_end(run_context)

    def _train_epochs(self, epoch, source, list_callback, cb_params, initial_epoch, valid_infos, run_context):
        for i in range(initial_epoch, epoch):
            cb_params.cur_epoch_num = i + 1
            self._current_epoch_num = cb_params.cur_epoch_num
            self._current_step_num = 0
            list_callback.on_train_epoch_begin(run_context)
            for element in source.epoch():
                if self._loss_fn is not None and len(element) != 2:
                    raise ValueError(f"When 'loss_fn' is not None, 'train_dataset' should return two elements, but "
                                     f"got {len(element)}, please check the number of elements returned by "
                                     f"'train_dataset'")
                cb_params.cur_step_num += 1
                self._current_step_num = int((cb_params.cur_step_num - 1) % cb_params.batch_num + 1)
                cb_params.train_dataset_element = list(element)
                list_callback.on_train_step_begin(run_context)
                self._check_network_mode(self._train_network, True)
                outputs = self._train_network(*element)
                cb_params.net_outputs = outputs
                manager = self._loss_scale_manager
                if manager is not None and manager.get_drop_overflow_update():
                    manager.update_loss_scale(np.all(outputs[1].asnumpy()))
                list_callback.on_train_step_end(run_context)
                if run_context.get_stop_requested():
                    break
            self._eval_during_train(valid_infos, cb_params, list_callback)
            source.reset()
            list_callback.on_train_epoch_end(run_context)
            cb_params.pop("metrics", None)
            cb_params.pop("eval_results", None)
            if run_context.get_stop_requested():
                break

    @staticmethod
    def _should_eval(epoch, frequency):
        return epoch % frequency == 0 if isinstance(frequency, int) else epoch in frequency

    def _eval_during_train(self, valid_infos, cb_params, list_callback):
        valid, frequency = valid_infos
        if valid is None or not self._should_eval(cb_params.cur_epoch_num, frequency):
            return
        saved = {k: cb_params.get(k) for k in ("cur_step_num", "batch_num", "dataset_sink_mode", "net_outputs")}
        eval_callbacks = [cb for cb in list_callback._callbacks
                          if type(cb).__name__ not in _builtin_callbacks or isinstance(cb, TimeMonitor)]
        cb_params.eval_network = self._eval_network
        cb_params.valid_dataset = valid.dataset
        cb_params.batch_num = valid.get_dataset_size()
        cb_params.mode = "eval"
        cb_params.cur_step_num = 0
        self._clear_metrics()
        with CallbackManager(eval_callbacks) as eval_list:
            self._eval_process(valid, eval_list, cb_params, add_eval_loss=True)
        cb_params.mode = "train"
        cb_params.update(saved)

    # -- eval / predict --------------------------------------------------------------------------
    def eval(self, valid_dataset, callbacks=None, dataset_sink_mode=False):
        """Run the evaluation network over ``valid_dataset``; returns ``{metric name: value}``."""
        check_bool(dataset_sink_mode, "dataset_sink_mode")
        if not self._metric_fns:
            raise ValueError("For Model.eval, the model argument 'metrics' can not be None or empty, you should set "
                             "the argument 'metrics' for model.")
        if callbacks:
            self._check_methods_for_custom_callbacks(callbacks, "eval")
        source = DataSource(valid_dataset)
        cb_params = InternalCallbackParam()
        cb_params.eval_network = self._eval_network
        cb_params.valid_dataset = valid_dataset
        cb_params.batch_num = source.get_dataset_size()
        cb_params.mode = "eval"
        cb_params.cur_step_num = 0
        cb_params.list_callback = _callback_list(callbacks)
        cb_params.network = self._network
        self._clear_metrics()
        with CallbackManager(callbacks) as list_callback:
            return self._eval_process(source, list_callback, cb_params)

    def _eval_process(self, source, list_callback, cb_params, add_eval_loss=False):
        run_context = RunContext(cb_params)
        cb_params.dataset_sink_mode = False
        list_callback.on_eval_begin(run_context)
        self._eval_network.set_train(False)
        self._backbone_is_train = False
        eval_loss = None
        list_callback.on_eval_epoch_begin(run_context)
        for element in source.epoch():
            cb_params.cur_step_num += 1
            cb_params.eval_dataset_element = list(element)
            list_callback.on_eval_step_begin(run_context)
            self._check_network_mode(self._eval_network, False)
            outputs = self._eval_network(*element)
            cb_params.net_outputs = outputs
            list_callback.on_eval_step_end(run_context)
            self._update_metrics(outputs)
            if add_eval_loss:   # a new Loss metric each step, as MindSpore 2.10: fit's 'eval_loss' is the loss of
                eval_loss = get_metric_fn("loss")   # the last evaluation batch, not their mean
                eval_loss.update(outputs[self._eval_indexes[0]])
            if run_context.get_stop_requested():
                break
        list_callback.on_eval_epoch_end(run_context)
        source.reset()
        metrics = self._get_metrics()
        cb_params.metrics = metrics
        if eval_loss is not None:
            cb_params.eval_results = copy.deepcopy(metrics)
            cb_params.eval_results.update({"eval_loss": eval_loss.eval()})
        list_callback.on_eval_end(run_context)
        return metrics

    def predict(self, *predict_data, backend=None, config=None):
        """``predict_network(*predict_data)`` in inference mode (``set_train(False)``)."""
        if backend not in ("lite", None):
            raise ValueError(f"For Model.predict, `backend` should be 'lite' or None, but got {backend}")
        self._check_network_mode(self._predict_network, False)
        for item in predict_data:
            if item is None:
                continue
            if isinstance(item, Tensor):
                if item.size == 0:
                    raise ValueError("The input data can not be empty.")
                continue
            if not isinstance(item, (int, float, str, tuple, list, dict)):
                raise TypeError(f"The types of input data must be in the Union(Tensor, None, int, float, str, "
                                f"tuple[Tensor, None, int, float, str], list[Tensor, None, int, float, str], "
                                f"dict[Tensor, None, int, float, str]), but got type {type(item).__name__}.")
        return self._predict_network(*predict_data)

    def build(self, train_dataset=None, valid_dataset=None, sink_size=-1, epoch=1, sink_mode=True):
        """MindSpore pre-compiles here on Ascend only (elsewhere it raises RuntimeError, as here)."""
        raise RuntimeError("Pre-init process only supports Ascend target currently.")
