"""``OnRequestExit``: stop training (or evaluation) when the process gets an exit signal, saving a
checkpoint and a MINDIR of the network first (MindSpore 2.10's callback, same files and rules).

With ``MS_ENABLE_GRACEFUL_EXIT=1`` a TrainOneStepCell carries the Parameters ``graceful_exit`` and
``graceful_init``: the step after the signal sets ``graceful_exit``, and that step's end saves
``<directory>/rank_<device_id>/<file_name>_train.ckpt`` (with epoch/step/global_step) and ``.mindir`` and
stops; ``on_train_end`` saves them again.  Evaluation stops at the step after the signal and saves
``<file_name>_eval.ckpt`` / ``.mindir``.  A later run loads ``<file_name>_train.ckpt`` (or ``_eval``) when
it begins.
"""
from __future__ import annotations

import json
import os
import signal
import threading

from ... import log as logger
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...context import get_context
from ._callback import Callback
from ._checkpoint import _make_directory

__all__ = ["OnRequestExit"]


def _check_isinstance(name, value, cls):
    """MindSpore's Validator.check_isinstance: a ValueError (bool is an int here, as there)."""
    if not isinstance(value, cls):
        raise ValueError(f"The parameter '{name}' must be isinstance of {cls}, but got {value}.")
    return value


class OnRequestExit(Callback):
    """Respond to the user's exit request (a signal, or ``{"GracefulExit": 1}`` in ``config_file``)."""

    def __init__(self, save_ckpt=True, save_mindir=True, file_name="Net", directory="./", config_file=None,
                 sig=signal.SIGTERM):
        super().__init__()
        from ...communication.management import get_group_size

        self.save_ckpt = _check_isinstance("save_ckpt", save_ckpt, bool)
        self.save_mindir = _check_isinstance("save_mindir", save_mindir, bool)
        self.sig = _check_isinstance("sig", sig, int)
        if hasattr(signal, "SIGKILL") and self.sig == signal.SIGKILL:
            raise ValueError("Not support send exit request by signal SIGKILL.")
        self.exit = False
        self.lock = threading.Lock()
        self.save_path = directory
        self.key = "GracefulExit"
        self.remote_config_file = config_file
        self.use_graceful = os.environ.get("MS_ENABLE_GRACEFUL_EXIT") == "1"
        self.is_distributed = get_group_size() > 1
        self.integrated_save = True
        self.stop_train = False
        self.need_do_step_end = False
        if self.save_ckpt or self.save_mindir:
            self.train_name, self.eval_name = self._get_save_path(file_name)

    # -- train ------------------------------------------------------------------------------------
    def on_train_begin(self, run_context):
        signal.signal(self.sig, self._handle_signal)
        if self.save_ckpt and os.path.isfile(f"{self.train_name}.ckpt"):
            from ..serialization import load_checkpoint

            load_checkpoint(f"{self.train_name}.ckpt", net=run_context.original_args().train_network)

    def on_train_step_begin(self, run_context):
        self._do_step_begin(run_context)

    def on_train_step_end(self, run_context):
        self._do_step_end(run_context)

    def on_train_epoch_end(self, run_context):
        self._do_step_end(run_context)

    def on_train_end(self, run_context):
        if not self.exit:
            return
        cb_params = run_context.original_args()
        self._save(cb_params.train_network, self.train_name, cb_params.train_dataset_element)

    # -- eval -------------------------------------------------------------------------------------
    def on_eval_begin(self, run_context):
        signal.signal(self.sig, self._handle_signal)
        if not self.save_ckpt:
            return
        from ..serialization import load_checkpoint

        eval_net = run_context.original_args().eval_network
        if os.path.isfile(f"{self.eval_name}.ckpt"):
            load_checkpoint(f"{self.eval_name}.ckpt", net=eval_net)
        elif os.path.isfile(f"{self.train_name}.ckpt"):
            load_checkpoint(f"{self.train_name}.ckpt", net=eval_net)

    def on_eval_step_end(self, run_context):
        if self.exit:
            run_context.request_stop()

    def on_eval_end(self, run_context):
        if not self.exit:
            return
        cb_params = run_context.original_args()
        self._save(cb_params.eval_network, self.eval_name, cb_params.eval_dataset_element)

    # -- internals --------------------------------------------------------------------------------
    def _save(self, net, name, inputs, append_dict=None):
        from ..serialization import export, save_checkpoint

        if self.save_ckpt:
            save_checkpoint(net, ckpt_file_name=name, integrated_save=self.integrated_save, append_dict=append_dict)
        if self.save_mindir and inputs is not None:
            export(net, *inputs, file_name=name, file_format="MINDIR")

    def _handle_signal(self, signum, frame):
        logger.debug(f"signum: {signum}, frame: {frame}")
        self.exit = True

    def _do_step_end(self, run_context):
        with self.lock:
            if self.stop_train or not self.need_do_step_end:
                return
            logger.info("Gracefully exiting training process on step end.")
            params = run_context.original_args()
            net = params.train_network
            for _, param in net.parameters_and_names():
                if param.name == "graceful_exit" and bool(param.asnumpy()):
                    logger.warning("Graceful exit is triggered, stop training.")
                    append_dict = None
                    if self.save_ckpt:
                        append_dict = {"epoch_num": params.cur_epoch_num, "step_num": params.cur_step_num,
                                       "batch_num": params.batch_num}
                        manager = params.get("loss_scale_mananger")   # sic: MindSpore's key
                        if manager is not None:
                            append_dict["loss_scale"] = manager.get_loss_scale()
                        opt = params.optimizer if params.get("optimizer") is not None else params.network.optimizer
                        append_dict["global_step"] = int(opt.global_step.asnumpy().reshape(-1)[0])
                    self._save(net, self.train_name, params.train_dataset_element, append_dict)
                    run_context.request_stop()
                    self.stop_train = True

    def _do_step_begin(self, run_context):
        with self.lock:
            if not self.use_graceful:
                return
            if self._check_config_info() or self.exit:
                net = run_context.original_args().train_network
                for _, param in net.parameters_and_names():
                    if not self.is_distributed and param.name == "graceful_exit":
                        param.set_data(Tensor(True, mstype.bool_))
                        self.need_do_step_end = True
                        break
                    if param.name == "graceful_init":
                        param.set_data(Tensor([1], mstype.int32))
                        self.need_do_step_end = True
                        break

    def _check_config_info(self):
        if self.remote_config_file is not None and os.path.exists(self.remote_config_file):
            with open(self.remote_config_file, "r", encoding="utf-8") as f:
                try:
                    config_info = json.load(f)
                except json.JSONDecodeError as e:
                    logger.warning(f"Parse json file failed: {e}, please check json file: {self.remote_config_file}")
                    return False
                if self.key in config_info and config_info[self.key] == 1:
                    return True
        return False

    def _get_save_path(self, file_name):
        device_id = get_context("device_id")
        base = os.path.join(os.getcwd() if self.save_path is None else self.save_path, "rank_" + str(device_id))
        path = _make_directory(base)
        return os.path.join(path, f"{file_name}_train"), os.path.join(path, f"{file_name}_eval")
