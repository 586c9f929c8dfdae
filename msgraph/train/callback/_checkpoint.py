"""``CheckpointConfig`` and ``ModelCheckpoint``: save the training network during ``Model.train``.

Files are named as MindSpore names them: ``<prefix>-<epoch>_<step in epoch>.ckpt`` in
``directory``; when files of ``prefix`` already exist there, a new ModelCheckpoint writes
``<prefix>_1-...``, ``<prefix>_2-...`` (the first free number).  At most ``keep_checkpoint_max``
files are kept (the oldest is removed first).  At the first step end ``<prefix>-graph.meta`` is written, as
MindSpore does, when the training network has run in Graph mode (msgraph writes its own IR text there, where
MindSpore writes its serialized graph; nothing in PyNative mode, as MindSpore).
"""
from __future__ import annotations

import logging
import os
import stat
import time

from ...common.tensor import Parameter, Tensor
from ._callback import Callback
from ...errors import check_isinstance as _check_isinstance
from ._validate import check_bool, check_non_negative_int, check_type

__all__ = ["CheckpointConfig", "ModelCheckpoint", "CheckpointManager"]

log = logging.getLogger("msgraph.train")
_INFO_KEYS = ("epoch_num", "step_num")


# MindSpore 2.10 reads the working directory once, when the module is imported (with `import mindspore`): a
# ModelCheckpoint without a directory writes there even after os.chdir.
_CUR_DIR = os.getcwd()

class CheckpointConfig:
    """When and how ``ModelCheckpoint`` saves (MindSpore 2.10's arguments and rules).

    ``save_checkpoint_steps`` (every N steps; wins over ``save_checkpoint_seconds``),
    ``keep_checkpoint_max`` (files kept; wins over ``keep_checkpoint_per_n_minutes``),
    ``saved_network`` (a Cell to save instead of the training network), ``append_info`` (a list of
    ``'epoch_num'``/``'step_num'`` and at most one dict of extra values), ``format`` (``'ckpt'``
    or ``'safetensors'``).  ``integrated_save``/``async_save`` are accepted and validated (saving
    is synchronous); ``enc_key``/``enc_mode`` encrypt each file as :func:`save_checkpoint` does.
    """

    def __init__(self, save_checkpoint_steps=1, save_checkpoint_seconds=0, keep_checkpoint_max=5,
                 keep_checkpoint_per_n_minutes=0, integrated_save=True, async_save=False, saved_network=None,
                 append_info=None, enc_key=None, enc_mode="AES-GCM", exception_save=False, crc_check=False,
                 remove_redundancy=False, format="ckpt", **kwargs):
        from ...nn.cell import Cell

        if save_checkpoint_steps is not None:
            save_checkpoint_steps = check_non_negative_int(save_checkpoint_steps, "save_checkpoint_steps")
        if save_checkpoint_seconds is not None:
            save_checkpoint_seconds = check_non_negative_int(save_checkpoint_seconds, "save_checkpoint_seconds")
        if keep_checkpoint_max is not None:
            keep_checkpoint_max = check_non_negative_int(keep_checkpoint_max, "keep_checkpoint_max")
        if keep_checkpoint_per_n_minutes is not None:
            keep_checkpoint_per_n_minutes = check_non_negative_int(keep_checkpoint_per_n_minutes,
                                                                   "keep_checkpoint_per_n_minutes")
        if saved_network is not None and not isinstance(saved_network, Cell):
            raise TypeError(f"For 'CheckpointConfig', the type of 'saved_network' must be None or Cell, "
                            f"but got {type(saved_network)}.")
        if not save_checkpoint_steps and not save_checkpoint_seconds and not keep_checkpoint_max \
                and not keep_checkpoint_per_n_minutes:
            raise ValueError("For 'CheckpointConfig', the input arguments 'save_checkpoint_steps', "
                             "'save_checkpoint_seconds', 'keep_checkpoint_max' and 'keep_checkpoint_per_n_minutes' "
                             "can't be all None or 0.")
        self.exception_save = check_bool(exception_save, "exception_save")
        self._save_checkpoint_steps = save_checkpoint_steps
        self._save_checkpoint_seconds = save_checkpoint_seconds
        if self._save_checkpoint_steps and self._save_checkpoint_steps > 0:
            self._save_checkpoint_seconds = None
        self._keep_checkpoint_max = keep_checkpoint_max
        self._keep_checkpoint_per_n_minutes = keep_checkpoint_per_n_minutes
        if self._keep_checkpoint_max and self._keep_checkpoint_max > 0:
            self._keep_checkpoint_per_n_minutes = None
        elif not self._keep_checkpoint_per_n_minutes:
            self._keep_checkpoint_max = 1
        self._integrated_save = check_bool(integrated_save, "integrated_save")
        if not isinstance(async_save, (bool, str)):
            raise TypeError(f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                            f"but got {type(async_save)}.")
        if isinstance(async_save, str) and async_save not in ("process", "thread"):
            raise ValueError(f"For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',"
                             f"but got {async_save}.")
        self._async_save = async_save
        self._saved_network = saved_network
        self._append_dict = self._handle_append_info(append_info)
        self._enc_key = _check_isinstance("enc_key", enc_key, (type(None), bytes))
        self._enc_mode = _check_isinstance("enc_mode", enc_mode, str)
        self._crc_check = _check_isinstance("crc_check", crc_check, bool)
        self._format = _check_isinstance("format", format, str)
        self._map_param_inc = kwargs.get("incremental", False)
        self.enable_redundance = kwargs.get("enable_redundance", False)
        self.remove_redundancy = _check_isinstance("remove_redundancy", remove_redundancy, bool)
        if format == "safetensors" and (enc_key is not None or enc_mode != "AES-GCM" or crc_check
                                        or exception_save or self._map_param_inc):
            raise ValueError("For 'save_checkpoint', when format is 'safetensors', other param must be default.")

    @property
    def save_checkpoint_steps(self):
        return self._save_checkpoint_steps

    @property
    def save_checkpoint_seconds(self):
        return self._save_checkpoint_seconds

    @property
    def keep_checkpoint_max(self):
        return self._keep_checkpoint_max

    @property
    def keep_checkpoint_per_n_minutes(self):
        return self._keep_checkpoint_per_n_minutes

    @property
    def integrated_save(self):
        return self._integrated_save

    @property
    def async_save(self):
        return self._async_save

    @property
    def saved_network(self):
        return self._saved_network

    @property
    def enc_key(self):
        return self._enc_key

    @property
    def enc_mode(self):
        return self._enc_mode

    @property
    def crc_check(self):
        return self._crc_check

    @property
    def format(self):
        return self._format

    @property
    def append_dict(self):
        return self._append_dict

    @property
    def map_param_inc(self):
        return self._map_param_inc

    def get_checkpoint_policy(self):
        """The saving policy as a dict."""
        return {"save_checkpoint_steps": self.save_checkpoint_steps,
                "save_checkpoint_seconds": self.save_checkpoint_seconds,
                "keep_checkpoint_max": self.keep_checkpoint_max,
                "keep_checkpoint_per_n_minutes": self.keep_checkpoint_per_n_minutes,
                "saved_network": self.saved_network}

    @staticmethod
    def _handle_append_info(append_info):
        if append_info is None or append_info == []:
            return None
        if not isinstance(append_info, list):
            raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' must be list,"
                            f"but got {type(append_info)}.")
        out = {}
        for key in _INFO_KEYS:
            if key in append_info:
                out[key] = 0
        dicts = 0
        for element in append_info:
            if not isinstance(element, (str, dict)):
                raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' element must be str or dict,"
                                f"but got {type(element)}.")
            if isinstance(element, str) and element not in _INFO_KEYS:
                raise ValueError(f"For 'CheckpointConfig', the value of element in the argument 'append_info' "
                                 f"must be in {list(_INFO_KEYS)}, but got {element}.")
            if isinstance(element, dict):
                dicts += 1
                if dicts > 1:
                    raise TypeError(f"For 'CheckpointConfig', the element of 'append_info' must has only one dict, "
                                    f"but got {dicts}")
                for key, value in element.items():
                    if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Parameter, Tensor)):
                        raise TypeError(f"For 'CheckpointConfig', the key type of the dict 'append_info' must be "
                                        f"string, the value type must be int or float or bool, but got key type "
                                        f"{type(key)}, value type {type(value)}")
                    out[key] = value
        return out


def _make_directory(path: str) -> str:
    """``path`` made absolute and created (mode 0o700), with MindSpore's errors: TypeError for a non-string,
    ValueError for a blank one, NotADirectoryError for an existing file."""
    if not isinstance(path, str):
        raise TypeError("The path is invalid, the type should be string.")
    if not path.strip():
        raise ValueError("The path is invalid, it should be non-blank.")
    path = os.path.realpath(path)
    if os.path.exists(path) and not os.path.isdir(path):
        raise NotADirectoryError(f"The path({path}) is a file path, it should be a directory path.")
    os.makedirs(path, mode=0o700, exist_ok=True)
    return path


def next_free_prefix(directory: str, prefix: str) -> str:
    """``prefix``, or ``prefix_N`` when checkpoint files of ``prefix`` exist in ``directory`` (MindSpore's rule)."""
    suffix_num = 0
    n = len(prefix)
    for filename in os.listdir(directory):
        ext = os.path.splitext(filename)[-1]
        if ext not in (".ckpt", ".safetensors") or filename.endswith("_breakpoint.ckpt"):
            continue
        if filename.startswith(prefix) and len(filename) > n and not filename[n].isalpha():
            index = filename[n:].find("-")
            if index == 0:
                suffix_num = max(suffix_num, 1)
            elif index != -1:
                num = filename[n + 1:n + index]
                if num.isdigit():
                    suffix_num = max(suffix_num, int(num) + 1)
    return f"{prefix}_{suffix_num}" if suffix_num else prefix


def _chg_ckpt_file_name_if_same_exist(directory, prefix, exception=False):
    """MindSpore's name for :func:`next_free_prefix` (``exception``: count only ``*_breakpoint.ckpt`` files)."""
    if callable(prefix) or callable(directory):
        return prefix
    if not exception:
        return next_free_prefix(directory, prefix)
    suffix_num = 0
    n = len(prefix)
    for filename in os.listdir(directory):
        if filename[-16:] != "_breakpoint.ckpt":
            continue
        if filename.startswith(prefix) and len(filename) > n and not filename[n].isalpha():
            index = filename[n:].find("-")
            if index == 0:
                suffix_num = max(suffix_num, 1)
            elif index != -1 and filename[n + 1:n + index].isdigit():
                suffix_num = max(suffix_num, int(filename[n + 1:n + index]) + 1)
    return f"{prefix}_{suffix_num}" if suffix_num else prefix


class ModelCheckpoint(Callback):
    """Save the training network (or ``config.saved_network``) every ``save_checkpoint_steps`` steps
    and once more at the end of training, to ``directory`` (default: the working directory).

    ``prefix`` may be a callable ``prefix(cb_params) -> str`` (then the file is ``<prefix>.ckpt``),
    ``directory`` too.  ``latest_ckpt_file_name`` is the last file written.
    """

    def __init__(self, prefix="CKP", directory=None, config=None):
        super().__init__()
        self._latest_ckpt_file_name = ""
        self._init_time = time.time()
        self._last_time = time.time()
        self._last_time_for_keep = time.time()
        self._last_triggered_step = 0
        self._prefix_func = prefix if callable(prefix) else None
        self._directory_func = directory if callable(directory) else None
        if not callable(prefix) and (not isinstance(prefix, str) or prefix.find("/") >= 0):
            raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it "
                             f"must be callable or string that does not contain '/', but got {prefix}.")
        self._prefix = prefix
        self._exception_prefix = prefix   # the breakpoint file's prefix (Model's exception_save), before renumbering
        if directory is None:
            self._directory = _CUR_DIR
        elif not callable(directory):
            self._directory = _make_directory(directory)
        if config is None:
            config = CheckpointConfig()
        elif not isinstance(config, CheckpointConfig):
            raise TypeError(f"For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', "
                            f"but got {type(config)}.")
        self._config = config
        if os.getenv("AITURBO") == "1":   # MindSpore hands checkpoints to the aiturbo package then: its ImportError
            import aiturbo.checkpoint.aiturbo_mindspore_ckpt  # noqa: F401  (msgraph saves them itself)
        self._manager = CheckpointManager(config.format)
        if not callable(directory) and not callable(prefix):
            self._prefix = next_free_prefix(self._directory, self._prefix)
        self._append_dict = dict(config.append_dict or {})
        self._append_epoch_num = self._append_dict.get("epoch_num", 0)
        self._append_step_num = self._append_dict.get("step_num", 0)

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        if self._prefix_func:
            self._prefix = self._prefix_func(cb_params)
            if not isinstance(self._prefix, str) or self._prefix.find("/") >= 0:
                raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is callable, "
                                 f"it must return a string that does not contain '/', but got {self._prefix}.")
        if self._directory_func:
            self._directory = _make_directory(self._directory_func(cb_params))
        if not self.__dict__.get("_graph_saved"):   # once, as MindSpore
            from ..serialization import _save_graph

            _save_graph(cb_params.train_network, os.path.join(self._directory, self._prefix + "-graph.meta"))
            self._graph_saved = True
        self._save_ckpt(cb_params)

    def end(self, run_context):
        self._save_ckpt(run_context.original_args(), force_to_save=True)

    def _check_save_ckpt(self, cb_params, force_to_save):
        cfg = self._config
        if cfg.save_checkpoint_steps and cfg.save_checkpoint_steps > 0:
            return cb_params.cur_step_num >= self._last_triggered_step + cfg.save_checkpoint_steps or force_to_save
        if cfg.save_checkpoint_seconds and cfg.save_checkpoint_seconds > 0:
            now = time.time()
            if now - self._last_time > cfg.save_checkpoint_seconds or force_to_save:
                self._last_time = now
                return True
        return False

    def _save_ckpt(self, cb_params, force_to_save=False):
        from ..serialization import save_checkpoint

        if cb_params.cur_step_num == self._last_triggered_step:
            return
        if not self._check_save_ckpt(cb_params, force_to_save):
            return
        cfg = self._config
        step_in_epoch = int((cb_params.cur_step_num - 1) % cb_params.batch_num + 1)
        if self._prefix_func:
            name = f"{self._prefix}.{cfg.format}"
        else:
            name = f"{self._prefix}-{cb_params.cur_epoch_num}_{step_in_epoch}.{cfg.format}"
        self._manager.update_ckpoint_filelist(self._directory, self._prefix)
        if cfg.keep_checkpoint_max and 0 < cfg.keep_checkpoint_max <= self._manager.ckpoint_num:
            self._manager.remove_oldest_ckpoint_file()
        elif cfg.keep_checkpoint_per_n_minutes and cfg.keep_checkpoint_per_n_minutes > 0:
            now = time.time()
            if now - self._last_time_for_keep < cfg.keep_checkpoint_per_n_minutes * 60:
                self._manager.keep_one_ckpoint_per_minutes(cfg.keep_checkpoint_per_n_minutes, now)
        path = os.path.join(self._directory, name)
        self._last_time_for_keep = time.time()
        self._last_triggered_step = cb_params.cur_step_num
        if "epoch_num" in self._append_dict:
            self._append_dict["epoch_num"] = self._append_epoch_num + cb_params.cur_epoch_num
        if "step_num" in self._append_dict:
            self._append_dict["step_num"] = self._append_step_num + cb_params.cur_step_num
        network = cfg.saved_network if cfg.saved_network is not None else cb_params.train_network
        save_checkpoint(network, path, cfg.integrated_save, cfg.async_save, self._append_dict or None,
                        enc_key=cfg.enc_key, enc_mode=cfg.enc_mode, crc_check=cfg.crc_check, format=cfg.format)
        self._latest_ckpt_file_name = path   # cb_params' latest_ckpt_file / last_save_ckpt_step stay None, as
        # MindSpore 2.10's ModelCheckpoint leaves them

    @property
    def latest_ckpt_file_name(self):
        """The path of the last checkpoint written ('' before the first)."""
        return self._latest_ckpt_file_name

    @property
    def _get_save_checkpoint_steps(self):
        return self._config.save_checkpoint_steps

    @property
    def _get_last_trigger_step(self):
        return self._last_triggered_step


class CheckpointManager:
    """The checkpoint files of one prefix in a directory, for ``keep_checkpoint_max``."""

    def __init__(self, format="ckpt"):
        self._ckpoint_filelist = []
        self._format = format

    @property
    def ckpoint_filelist(self):
        return self._ckpoint_filelist

    @property
    def ckpoint_num(self):
        return len(self._ckpoint_filelist)

    def update_ckpoint_filelist(self, directory, prefix):
        """Re-list ``prefix-<digits and _>.<format>`` files of ``directory``."""
        ext = f".{self._format}"
        self._ckpoint_filelist = []
        for filename in os.listdir(directory):
            if os.path.splitext(filename)[-1] == ext and filename.startswith(prefix + "-"):
                middle = filename[len(prefix):-len(ext)]
                if not any(c.isalpha() for c in middle):
                    self._ckpoint_filelist.append(os.path.join(directory, filename))

    def remove_ckpoint_file(self, file_name):
        try:
            os.chmod(file_name, stat.S_IWRITE)
            os.remove(file_name)
            self._ckpoint_filelist.remove(file_name)
        except (OSError, ValueError):
            log.warning("Failed to remove the older ckpt file %s.", file_name)

    def remove_oldest_ckpoint_file(self):
        files = sorted(self._ckpoint_filelist, key=lambda p: (os.path.getmtime(p), p))
        self.remove_ckpoint_file(files[0])

    def keep_one_ckpoint_per_minutes(self, minutes, cur_time):
        del_list = []
        oldest_file, oldest_time = "", cur_time
        for f in self._ckpoint_filelist:
            mtime = os.path.getmtime(f)
            if cur_time - mtime < 60 * minutes:
                del_list.append(f)
                if mtime < oldest_time:
                    oldest_time, oldest_file = mtime, f
        for f in del_list:
            if f != oldest_file:
                self.remove_ckpoint_file(f)
