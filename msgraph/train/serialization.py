"""Checkpoints in MindSpore's formats: ``save_checkpoint``, ``load_checkpoint``, ``load_param_into_net``.

Files are interchangeable with MindSpore 2.10 in both directions:

* ``.ckpt`` -- MindSpore's protobuf ``Checkpoint`` messages (schema in :mod:`msgraph.train._proto`),
  one per parameter, each tensor as ``dims`` + MindSpore type name (``"Float32"``, ``"BFloat16"``,
  ``"Int64"``, ...) + raw C-order bytes; strings from ``append_dict`` as type ``"str"``;
  ``crc_check=True`` appends MindSpore's ``b"crc_num"`` trailer.  Needs ``protobuf``.
* ``.safetensors`` -- through the ``safetensors`` package (numpy API) with MindSpore's
  ``{"format": "ms"}`` metadata.  Needs ``safetensors``.

Both packages are optional (``pip install msgraph[checkpoint]``) and imported only when a file is
read or written.  Writes go to a temporary file in the same directory, renamed over the target
only when complete (``os.replace``), so a crash never leaves a half-written checkpoint under the
real name; like MindSpore the finished file is made read-only (``0o400``).  A truncated or damaged
file raises ``ValueError`` naming the file, and ``load_param_into_net`` checks every shape and
dtype before it assigns anything, so a failed load never leaves a network half-loaded.

``BFloat16`` tensors are read as bfloat16 (numpy's bfloat16 from the ``ml_dtypes`` package; without that
package, as ``float32``, exactly: bfloat16 is the top half of a float32).
"""
from __future__ import annotations

import logging
import os
import shutil
import stat
import sys
import tempfile
from collections import OrderedDict
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from ..errors import check_isinstance
from ..common.tensor import Parameter, Tensor
from . import _formats as fmt

__all__ = ["save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async", "export",
           "ckpt_to_safetensors", "safetensors_to_ckpt", "async_ckpt_thread_status"]


def async_ckpt_thread_status() -> bool:
    """Whether an asynchronous ``save_checkpoint(..., async_save=True)`` is still writing: False, msgraph writes
    checkpoints before returning."""
    return False

log = logging.getLogger("msgraph.train")

# ------------------------------------------------------------------------------------------------
# saving
# ------------------------------------------------------------------------------------------------
def _check_save_target(save_obj: Any, ckpt_file_name: Any, format: str) -> str:
    from ..nn.cell import Cell

    if format not in ("safetensors", "ckpt"):
        raise ValueError(f"For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got {format}.")
    if not isinstance(save_obj, (Cell, list, dict)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, "
                        f"but got {type(save_obj)}.")
    if not isinstance(ckpt_file_name, str):
        raise TypeError(f"For 'save_checkpoint', the parameter {ckpt_file_name} for checkpoint file name is invalid,"
                        f"'ckpt_file_name' must be string, but got {type(ckpt_file_name)}.")
    path = os.path.realpath(ckpt_file_name)
    if os.path.isdir(path):
        raise IsADirectoryError(f"For 'save_checkpoint', the parameter `ckpt_file_name`: {path} is a directory, "
                                f"it must be a file name.")
    if not path.endswith(format):
        path += f".{format}"
    return path


def _as_array(value: Any, name: str) -> np.ndarray:
    if isinstance(value, Tensor):
        value = value.asnumpy()
    if isinstance(value, np.ndarray):
        return np.array(value, order="C")   # a copy (0-d stays 0-d, unlike np.ascontiguousarray)
    raise TypeError(f"For 'save_checkpoint', the value of '{name}' must be a Parameter or Tensor, "
                    f"but got {type(value)}.")


def _collect(save_obj: Any, choice_func: Optional[Callable[[str], bool]]) -> List[Tuple[str, Any]]:
    """(name, numpy array or str) for everything ``save_obj`` holds, in MindSpore's order."""
    from ..nn.cell import Cell

    out: "OrderedDict[str, Any]" = OrderedDict()

    def keep(name: str) -> bool:
        return choice_func is None or bool(choice_func(name))

    if isinstance(save_obj, Cell):
        for _, param in save_obj.parameters_and_names():
            if keep(param.name):   # a repeated name keeps its first position and its last value, as in MindSpore
                out[param.name] = _as_array(param, param.name)
    elif isinstance(save_obj, dict):
        for key, value in save_obj.items():
            if not isinstance(key, str) or not isinstance(value, (Tensor, np.ndarray, str)):
                raise TypeError(f"For save_checkpoint, when save_obj is made up by dict, the key should be str and"
                                f"value should be Parameter, but got the type of key is {type(key)} and"
                                f"the type of value is {type(value)}")
            if keep(key):
                out[key] = value if isinstance(value, str) else _as_array(value, key)
    elif save_obj and isinstance(save_obj[0], dict):
        for item in save_obj:
            if not (isinstance(item, dict) and "name" in item and "data" in item):
                raise TypeError(f"For save_checkpoint, save_obj should be a list of dict items, and the dict should "
                                f"have key values 'name' and 'value', but got {type(item)} and {item}.")
            if not isinstance(item["name"], str):
                raise TypeError(f"For save_checkpoint, when save_obj is a list of dict items, the name in dict "
                                f"should be string, but got {type(item['name'])}.")
            if not isinstance(item["data"], Tensor):
                raise TypeError(f"For save_checkpoint, when save_obj is a list of dict items, the data in dict "
                                f"should be parameter, but got {type(item['data'])}.")
            if keep(item["name"]):
                out[item["name"]] = _as_array(item["data"], item["name"])
    else:
        for param in save_obj:
            if not isinstance(param, Parameter):
                raise TypeError(f"For save_checkpoint, when save_obj is made up by list of Parameter,"
                                f"the param should be parameter, but got {type(param)}")
            if keep(param.name):
                out[param.name] = _as_array(param, param.name)
    return list(out.items())


def _append_items(append_dict: Optional[dict]) -> List[Tuple[str, Any]]:
    if append_dict is None:
        return []
    if not isinstance(append_dict, dict):
        raise TypeError(f"For 'save_checkpoint', the argument 'append_dict' must be dict, but got {type(append_dict)}.")
    items = []
    for key, value in append_dict.items():
        if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Tensor)):
            raise TypeError(f"For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, "
                            f"float, bool or Generator, but got key: {type(key)}, value: {type(value)}")
        if isinstance(value, str):
            items.append((key, value))
        elif isinstance(value, bool):
            items.append((key, np.asarray(value, np.bool_)))
        elif isinstance(value, int):
            items.append((key, np.asarray(value, np.int64)))
        elif isinstance(value, float):   # a numpy.float64 (a float subclass) keeps its float64, as in MindSpore
            items.append((key, np.asarray(value, np.float64 if isinstance(value, np.float64) else np.float32)))
        else:
            items.append((key, _as_array(value, key)))
    return items


def _atomic_write(path: str, write: Callable[[str], None]) -> None:
    """Write through ``write(tmp_path)`` into a temporary file beside ``path``, then rename it over ``path``."""
    directory = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(prefix=os.path.basename(path) + ".", suffix=".tmp", dir=directory)
    os.close(fd)
    try:
        write(tmp)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.remove(tmp)
        except OSError:
            pass
        log.critical("Failed to save the checkpoint file %s.", path)
        raise
    os.chmod(path, stat.S_IRUSR)


def save_checkpoint(save_obj, ckpt_file_name, integrated_save=True, async_save=False, append_dict=None,
                    enc_key=None, enc_mode="AES-GCM", choice_func=None, crc_check=False, format="ckpt", **kwargs):
    """Save a Cell's Parameters (or a list/dict of them) to a MindSpore ``.ckpt`` / ``.safetensors`` file.

    ``save_obj``: a Cell (every Parameter, keyed by its name), a list of Parameters, a list of
    ``{"name": str, "data": Tensor}`` dicts, or a dict ``{name: Parameter | Tensor | ndarray | str}``.
    ``append_dict`` adds scalars/strings/Tensors (``{"epoch_num": 3}``); ``choice_func(name)``
    selects what is saved.  ``.ckpt`` is appended to the name when missing (``.safetensors`` with
    ``format="safetensors"``).  ``async_save`` is accepted and the save runs synchronously;
    ``integrated_save`` has nothing to merge on one device.  ``enc_key`` (16, 24 or 32 bytes) encrypts the file
    with ``enc_mode`` "AES-GCM", "AES-CBC" or "SM4-CBC" (16-byte keys) in MindSpore's format.
    """
    path = _check_save_target(save_obj, ckpt_file_name, format)
    if not isinstance(integrated_save, bool):
        raise TypeError(f"For 'save_checkpoint', the 'integrated_save' must be bool, but got {type(integrated_save)}.")
    if not isinstance(async_save, (bool, str)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                        f"but got {type(async_save)}.")
    if isinstance(async_save, str) and async_save not in ("process", "thread"):
        raise ValueError(f"For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',"
                         f"but got {async_save}.")
    check_isinstance("enc_key", enc_key, (type(None), bytes))
    check_isinstance("crc_check", crc_check, bool)   # MindSpore's Validator.check_isinstance: a ValueError
    if format == "safetensors" and (enc_key is not None or enc_mode != "AES-GCM"
                                    or kwargs.get("incremental", False) or kwargs.get("global_step_num") is not None):
        raise ValueError("For 'save_checkpoint', when format is 'safetensors', other param must be default.")
    check_isinstance("enc_mode", enc_mode, str)
    items: "OrderedDict[str, Any]" = OrderedDict(_collect(save_obj, choice_func))
    for key, value in _append_items(append_dict):
        items[key] = value   # an append_dict key that names a Parameter replaces its value in place, as in MindSpore
    items = list(items.items())
    writer = fmt.write_ckpt if format == "ckpt" else fmt.write_safetensors

    def write(tmp: str) -> None:
        writer(tmp, items, crc_check)
        if enc_key is not None:
            fmt.encrypt_file(tmp, enc_key, enc_mode)

    _atomic_write(path, write)


# ------------------------------------------------------------------------------------------------
# loading
# ------------------------------------------------------------------------------------------------
def _check_prefix(prefix: Any) -> Optional[tuple]:
    if prefix is None:
        return None
    if not isinstance(prefix, (str, list, tuple)):
        raise TypeError(f"For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
                        f"list[string] or tuple[string], but got {type(prefix)}.")
    if isinstance(prefix, str):
        prefix = (prefix,)
    if not prefix:
        raise ValueError("For 'load_checkpoint', the argument 'specify_prefix' or 'filter_prefix' can't be empty "
                         "when 'specify_prefix' or 'filter_prefix' is list or tuple.")
    for index, pre in enumerate(prefix):
        if not isinstance(pre, str):
            raise TypeError(f"For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, "
                            f"the element in it must be string, but got {type(pre)} at index {index}.")
        if pre == "":
            raise ValueError("For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' can't include ''.")
    return tuple(prefix)


def _check_file(file: Any, fmt: str) -> str:
    if fmt not in ("ckpt", "safetensors"):
        raise ValueError("For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', "
                         "please input the correct 'format'.")
    if not isinstance(file, str):
        raise TypeError(f"For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got {type(file)}.")
    if not file.endswith(fmt):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file format must same with 'format', "
                         f"but got file_name:'{file}', format:'{fmt}'")
    path = os.path.realpath(file)
    if not os.path.exists(path):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file: {path} does not exist, please check whether "
                         f"the 'ckpt_file_name' is correct.")
    return path


def load_checkpoint(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                    dec_mode="AES-GCM", specify_prefix=None, choice_func=None, crc_check=False,
                    remove_redundancy=False, format="ckpt"):
    """Read a MindSpore checkpoint into ``{name: Parameter}`` (strings from ``append_dict`` stay str).

    The file must end with ``format`` (``"ckpt"`` or ``"safetensors"``), as in MindSpore.
    ``specify_prefix``/``filter_prefix`` (.ckpt only) and ``choice_func`` select parameters by name;
    with ``net`` the result is also loaded into it (:func:`load_param_into_net`).  A missing,
    truncated or damaged file raises ``ValueError`` naming it; nothing is assigned then.
    """
    specify = _check_prefix(specify_prefix)
    filter_ = _check_prefix(filter_prefix)
    check_isinstance("dec_key", dec_key, (type(None), bytes))
    check_isinstance("dec_mode", dec_mode, str)
    check_isinstance("crc_check", crc_check, bool)   # MindSpore's Validator.check_isinstance: ValueErrors
    check_isinstance("remove_redundancy", remove_redundancy, bool)
    if format == "safetensors" and (dec_key is not None or dec_mode != "AES-GCM"):
        raise ValueError("For 'load_checkpoint', when format is 'safetensors', the parameter 'dec_key' must be set "
                         "to default value 'None'.")
    path = _check_file(ckpt_file_name, format)
    if format == "safetensors":
        parameter_dict = fmt.read_safetensors(path, choice_func, crc_check)
    else:
        parameter_dict = fmt.read_ckpt(path, specify, filter_, choice_func, crc_check, dec_key, dec_mode)
    if not parameter_dict:
        raise ValueError("The loaded parameter dict is empty after filter or specify, please check whether "
                         "'filter_prefix' or 'specify_prefix' are set correctly.")
    result = dict(parameter_dict)
    if net is not None:
        load_param_into_net(net, result, strict_load)
    return result


class ParamDictFuture:
    """What :func:`load_checkpoint_async` returns: ``result()`` waits for and returns the dict."""

    def __init__(self, executor, future):
        self._executor = executor
        self._future = future

    def result(self):
        try:
            return self._future.result()
        finally:
            self._executor.shutdown(wait=False)


def load_segmented_checkpoints(ckpt_file_dir, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                               dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """Every ``*.ckpt`` file of ``ckpt_file_dir`` read by :func:`load_checkpoint` (into ``net`` too, when given), their
    dicts merged in file order (``ms.load_segmented_checkpoints``)."""
    import glob

    if not isinstance(ckpt_file_dir, str):
        raise TypeError("The ckpt_file_dir should be a str.")
    if not os.path.isdir(ckpt_file_dir):
        raise ValueError(f"The dst_strategy_file: {ckpt_file_dir} doesn't exist. Or it's not a directory")
    merged = {}
    for path in glob.glob(os.path.join(ckpt_file_dir, "*.ckpt")):
        merged.update(load_checkpoint(path, net, strict_load, filter_prefix, dec_key, dec_mode, specify_prefix,
                                      choice_func))
    return merged


def load_checkpoint_async(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                          dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """:func:`load_checkpoint` in a background thread; ``.result()`` on the returned object gives the dict."""
    from concurrent.futures import ThreadPoolExecutor

    fmt = "safetensors" if isinstance(ckpt_file_name, str) and ckpt_file_name.endswith(".safetensors") else "ckpt"
    executor = ThreadPoolExecutor(max_workers=1)
    future = executor.submit(load_checkpoint, ckpt_file_name, net, strict_load, filter_prefix, dec_key, dec_mode,
                             specify_prefix, choice_func, format=fmt)
    return ParamDictFuture(executor, future)


# ------------------------------------------------------------------------------------------------
# load_param_into_net
# ------------------------------------------------------------------------------------------------
def _converted(param: Parameter, new: Parameter, strict_load: bool) -> np.ndarray:
    """``new``'s value as ``param`` will hold it, or RuntimeError (MindSpore's messages)."""
    arr = new.asnumpy()
    name = param.name
    if tuple(param.shape) != tuple(arr.shape):
        extra = arr.shape[len(param.shape):]
        if len(arr.shape) > len(param.shape) and all(d == 1 for d in extra):
            # MindSpore 2.10 (_special_process_par) reshapes the value to the net's shape -- numpy's ValueError where
            # the sizes differ -- and then sets the Parameter to the checkpoint's value as it was: the net's
            # Parameter takes the checkpoint's shape, (2,) -> (2, 1), () -> (1,) (measured in both modes).
            arr.reshape(param.shape)
        else:
            raise RuntimeError(f"For 'load_param_into_net', {name} in the argument 'net' should have the same shape "
                               f"as {name} in the argument 'parameter_dict'. But got its shape {tuple(param.shape)} in "
                               f"the argument 'net' and shape {tuple(arr.shape)} in the argument 'parameter_dict'."
                               f"May you need to check whether the checkpoint you loaded is correct or the batch size "
                               f"and so on in the 'net' and 'parameter_dict' are same.")
    mine, theirs = param.asnumpy().dtype, arr.dtype
    if mine != theirs:
        pair = {mine.name, theirs.name}
        if strict_load or not (pair <= set(fmt.FLOAT_NAMES) or pair <= set(fmt.INT_NAMES)):
            raise RuntimeError(f"For 'load_param_into_net', {name} in the argument 'net' should have the same type as "
                               f"{name} in the argument 'parameter_dict'. but got its type {param.dtype} in the "
                               f"argument 'net' and type {new.dtype} in the argument 'parameter_dict'.May you need "
                               f"to check whether the checkpoint you loaded is correct.")
        log.warning("The type of %s:%s in 'parameter_dict' is different from the type of it in 'net':%s, then the "
                    "type convert from %s to %s in the network.", name, new.dtype, param.dtype, new.dtype, param.dtype)
        arr = arr.astype(mine)
    return arr


def load_param_into_net(net, parameter_dict, strict_load=False, remove_redundancy=False):
    """Copy ``parameter_dict``'s values into ``net``'s Parameters of the same name.

    Returns MindSpore's ``(param_not_load, ckpt_not_load)``: the net's Parameter names that got no
    value, and the dict's names that were not used.  Float<->float and int<->int dtype changes are
    converted unless ``strict_load``; a shape or dtype mismatch raises ``RuntimeError`` -- and
    because every value is checked before the first assignment, the net is then left unchanged.
    Names the net lacks are also tried with a common prefix removed from the dict's names
    (``network.fc.weight`` -> ``fc.weight``), as MindSpore does.
    """
    from ..nn.cell import Cell

    if not isinstance(net, Cell):
        raise TypeError(f"For 'load_param_into_net', the argument 'net' should be a Cell, but got {type(net)}.")
    if not isinstance(parameter_dict, dict):
        raise TypeError(f"For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
                        f"but got {type(parameter_dict)}.")
    for key, value in parameter_dict.items():
        if not isinstance(key, str) or not isinstance(value, (Parameter, str, list)):
            raise TypeError(f"For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' and "
                            f"'Parameter' , but got {type(key)} and {type(value)}.")
    if not isinstance(strict_load, bool):
        raise TypeError(f"For 'load_param_into_net', the 'strict_load' must be bool, but got {type(strict_load)}.")
    check_isinstance("remove_redundancy", remove_redundancy, bool)
    param_not_load: List[str] = []
    ckpt_not_load = list(parameter_dict.keys())
    plan: List[Tuple[Parameter, np.ndarray]] = []
    params = [p for _, p in net.parameters_and_names()]
    for param in params:
        if param.name in parameter_dict:
            new = parameter_dict[param.name]
            if not isinstance(new, Parameter):
                continue   # strings and map tensors are not Parameters
            plan.append((param, _converted(param, new, strict_load)))
            if param.name in ckpt_not_load:
                ckpt_not_load.remove(param.name)
        elif not param.name.startswith("accu_grads"):
            param_not_load.append(param.name)
    if param_not_load and not strict_load:
        _plan_prefixed(params, parameter_dict, param_not_load, strict_load, plan)
    for param, arr in plan:
        param.set_data(Tensor(arr))
    if remove_redundancy:   # MindSpore checks it after loading: one device is 'stand_alone' here
        raise TypeError("The deduplication feature for loading checkpoint can only be used in parallel scenarios, "
                        "but got stand_alone.")
    if param_not_load:
        log.warning("For 'load_param_into_net', %d parameters in the 'net' are not loaded, because they are not in "
                    "the 'parameter_dict': %s", len(param_not_load), param_not_load)
    return param_not_load, ckpt_not_load


def _plan_prefixed(params: List[Parameter], parameter_dict: Dict[str, Any], param_not_load: List[str],
                   strict_load: bool, plan: List[Tuple[Parameter, np.ndarray]]) -> None:
    """MindSpore's second pass: find a prefix P with ``P + name`` in the dict and load those."""
    prefix, longest = "", param_not_load[0]
    while prefix != longest and param_not_load:
        prefix = longest
        for missing in param_not_load:
            for dict_name in parameter_dict:
                if dict_name.endswith(missing):
                    prefix = dict_name[:-len(missing)]
                    break
            if prefix != longest:
                break
        if prefix == longest:
            break
        log.warning("For 'load_param_into_net', remove parameter prefix name: %s, continue to load.", prefix)
        for param in params:
            candidate = prefix + param.name
            if param.name in param_not_load and candidate in parameter_dict \
                    and isinstance(parameter_dict[candidate], Parameter):
                plan.append((param, _converted(param, parameter_dict[candidate], strict_load)))
                param_not_load.remove(param.name)


# ------------------------------------------------------------------------------------------------
# format conversion and export
# ------------------------------------------------------------------------------------------------
def _convert_files(file_path: str, save_path: Optional[str], src: str, dst: str, name_map: Any = None,
                   file_name_regex: Optional[str] = None) -> None:
    """MindSpore's _convert_checkpoint_file: one file, or a directory's ``rank*`` subdirectories (each file
    of them written under ``save_path/<rank dir>``, or beside it)."""
    import re

    func = "ckpt_to_safetensors" if dst == "safetensors" else "safetensors_to_ckpt"
    suffix = "." + src
    if not os.path.isdir(file_path) and not os.path.isfile(file_path):
        raise ValueError(f"For {func}, the input path must be a valid path or file, but got {file_path}")
    if save_path and os.path.splitext(save_path)[1]:
        raise ValueError(f"For {func}, the save_path must be a directory, but got '{save_path}'")
    if name_map is not None and not isinstance(name_map, dict):
        raise ValueError(f"For {func}, the type of 'name_map' must be a directory, but got '{type(name_map)}'")
    tasks = []
    if os.path.isdir(file_path):
        rank_dirs = sorted(d for d in os.listdir(file_path)
                           if d.startswith("rank") and os.path.isdir(os.path.join(file_path, d)))
        if not rank_dirs:
            raise ValueError(f"For '{func}', no directories starting with 'rank' found in {file_path}.")
        for d in rank_dirs:
            src_dir = os.path.join(file_path, d)
            out_dir = os.path.join(save_path, d) if save_path is not None else src_dir
            os.makedirs(out_dir, exist_ok=True)
            tasks += [(os.path.join(src_dir, n), out_dir) for n in sorted(os.listdir(src_dir))
                      if n.endswith(suffix) and (file_name_regex is None or re.search(file_name_regex, n))]
    else:
        if not file_path.endswith(suffix):
            raise ValueError(f"For {func}, the input file must be a {suffix} file, but got {file_path}")
        if file_name_regex is not None and not re.findall(file_name_regex, file_path):
            raise ValueError(f"For {func}, the input file does not match the regular expression.")
        if save_path:
            os.makedirs(save_path, exist_ok=True)
        tasks.append((file_path, save_path or os.path.dirname(file_path)))
    for p, out_dir in (_progress_bar(tasks) if os.path.isdir(file_path) else tasks):
        params = load_checkpoint(p, format=src)
        if name_map:
            params = {name_map.get(k, k): v for k, v in params.items()}
        base = os.path.basename(p).replace(suffix, "." + dst)
        save_checkpoint({k: v for k, v in params.items() if isinstance(v, (Tensor, str))},
                        os.path.join(out_dir, base), format=dst)


def _progress_bar(items: List[Any]) -> Any:
    """``items`` one by one, printing after each MindSpore 2.10's progress line (converting a directory):
    ``\\r<percent>%|<40-wide bar of '\u2588' and '-'>|[<elapsed><<remaining>]``, a newline after the last."""
    import time

    total, start = len(items), time.time()
    if items and hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")   # as MindSpore's (the bar's block character)
    for i, item in enumerate(items, start=1):
        yield item
        elapsed = time.time() - start
        remaining = elapsed / i * total - elapsed
        filled = int(40 * i // total)
        bar = "\u2588" * filled + "-" * (40 - filled)
        stamp = "[%s<%s]" % (time.strftime("%H:%M:%S", time.gmtime(elapsed)),
                             time.strftime("%H:%M:%S", time.gmtime(remaining)))
        print(f"\r{100 * (i / float(total)):.1f}%|{bar}|{stamp}", end="")
        if i == total:
            print()


def ckpt_to_safetensors(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """Convert a ``.ckpt`` file (or every one in a directory) to ``.safetensors`` beside it or in ``save_path``."""
    _convert_files(file_path, save_path, "ckpt", "safetensors", name_map, file_name_regex)


def safetensors_to_ckpt(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """Convert a ``.safetensors`` file (or every one in a directory) to ``.ckpt``."""
    _convert_files(file_path, save_path, "safetensors", "ckpt", name_map, file_name_regex)


_EXPORT_SUFFIX = {"MINDIR": ".mindir", "AIR": ".air", "ONNX": ".onnx"}


def export(net, *inputs, file_name, file_format="MINDIR", **kwargs):
    """Export ``net`` (a Cell or a jit function) called with ``inputs``.

    MINDIR: compiles the graph for these inputs (without running it) and writes ``<file_name>.mindir``, which
    ``load`` turns into a graph ``nn.GraphCell`` runs (msgraph's own format: see ``nn/graph_cell.py``).
    AIR: runs ``net(*inputs)`` once (so shape errors surface as in MindSpore's export), then raises MindSpore's
    ValueError for a backend other than Ascend.  ONNX: msgraph cannot write it; after that run the Parameters
    go to ``<file_name>.ckpt`` instead, with a warning that says so, and the path is returned.
    """
    from ..api import JitFunction
    from ..nn.cell import Cell

    if file_format not in _EXPORT_SUFFIX:
        raise ValueError(f"For 'export', 'file_format' must be one of {list(_EXPORT_SUFFIX)}, but got {file_format}.")
    enc_key, enc_mode = kwargs.get("enc_key"), kwargs.get("enc_mode", "AES-GCM")
    if "enc_key" in kwargs:
        check_isinstance("enc_key", enc_key, bytes)
        if not callable(enc_mode):   # a function is MindSpore's customized encryption: enc_mode(data, enc_key)
            check_isinstance("enc_mode", enc_mode, str)
    if not isinstance(file_name, str):
        raise TypeError(f"For 'export', the argument 'file_name' must be str, but got {type(file_name)}.")
    suffix = _EXPORT_SUFFIX[file_format]
    base = file_name[:-len(suffix)] if file_name.endswith(suffix) else file_name
    if file_format == "MINDIR" and (isinstance(net, JitFunction) or getattr(net, "__self__", None) is not None
                                    and isinstance(getattr(net, "jf", None), JitFunction)):
        net.compile_only(inputs, {}) if isinstance(net, JitFunction) else None
        _write_mindir(base + suffix, net, inputs, enc_key, enc_mode)
        return None
    if not isinstance(net, Cell):
        raise TypeError(f"For 'export', the argument 'net' must be a Cell, but got {type(net)}.")
    if file_format == "MINDIR":
        # the graph of the Cell as it is: one in training mode exports its training graph (BatchNorm's batch
        # statistics and moving-average updates, Dropout), as MindSpore 2.10 does (measured)
        net.compile(*inputs)
        if _exceeds_total_save(net):
            _split_save(base + suffix, net, inputs, enc_key, enc_mode)
        else:
            _write_mindir(base + suffix, net, inputs, enc_key, enc_mode)
        return None
    was_training = net.training
    net.set_train(False)   # AIR / ONNX run the network once: in eval mode, so no moving statistics change
    try:
        net(*inputs)
    finally:
        net.set_train(was_training)
    if file_format == "AIR":   # MindSpore compiles, then its CPU/GPU backends refuse AIR
        raise ValueError("Only support export file in 'AIR' format with Ascend backend.")
    path = base + ".ckpt"
    log.warning("msgraph cannot export %s graphs; the parameters of the network were saved to %s instead.",
                file_format, path)
    save_checkpoint(net, path)
    return path


# MindSpore's limits of a MindIR export, in KB: parameters over TOTAL_SAVE in all are written apart from the graph
# (``<name>_graph.mindir`` and ``<name>_variables/data_<i>``), in data files of at most PARAMETER_SPLIT_SIZE each
TOTAL_SAVE = 1024 * 1024
PARAMETER_SPLIT_SIZE = 1024 * 1024 * 1024


def _exceeds_total_save(net):
    total = 0.0
    for p in net.get_parameters():
        total += sys.getsizeof(p.asnumpy().tobytes()) / 1024
        if total > TOTAL_SAVE:
            return True
    return False


def _data_file_header():
    """The 64 bytes a parameter data file starts with: the byte-order flag (1 on a little-endian host), zeros."""
    return int(sys.byteorder == "little").to_bytes(1, sys.byteorder) + bytes(63)


def _split_save(path, net, inputs, enc_key, enc_mode):
    """MindSpore's split MindIR export: the parameters' bytes (by name, each padded to 64 bytes) in data files
    after a 64-byte header, a new file when PARAMETER_SPLIT_SIZE would be passed (a parameter that fills no file
    alone: RuntimeError); the graph in ``<name>_graph.mindir``; the files read-only but the last of several.  msgraph's graph file still
    holds the whole network (its own format); the data files are MindSpore's layout, unencrypted."""
    prefix = os.path.basename(path)[:-len(".mindir")]
    dirname = os.path.dirname(os.path.realpath(path))
    variables = prefix + "_variables"
    data_dir = os.path.join(dirname, variables)
    if os.path.exists(data_dir):
        shutil.rmtree(data_dir)
    os.makedirs(data_dir, mode=0o700, exist_ok=True)

    def open_data(index):
        f = open(os.path.join(data_dir, f"data_{index}"), "wb")
        f.write(bytes(64))
        return f, 64 / 1024

    def close_data(f, read_only=True):
        f.seek(0)
        f.write(_data_file_header())
        f.close()
        if read_only:
            os.chmod(f.name, stat.S_IRUSR)

    index = 0
    f, size = open_data(index)
    try:
        for name, p in sorted((p.name, p) for p in net.get_parameters()):
            raw = p.asnumpy().tobytes()
            pad = (64 - len(raw) % 64) % 64
            if pad:
                size += (len(raw) + pad) / 1024
            if size > PARAMETER_SPLIT_SIZE:
                close_data(f)
                if os.path.getsize(f.name) == 64:
                    raise RuntimeError("The parameter size is exceed 1T,cannot export to the file")
                index += 1
                f, size = open_data(index)
                size += (len(raw) + pad) / 1024
            f.write(raw + bytes(pad))
        graph = os.path.join(dirname, prefix + "_graph.mindir")
        if os.path.exists(graph):
            os.chmod(graph, stat.S_IRUSR | stat.S_IWUSR)
        _write_mindir(graph, net, inputs, enc_key, enc_mode, variables=variables)
        os.chmod(graph, stat.S_IRUSR)
    finally:
        if not f.closed:   # MindSpore leaves the last of several data files writable (it protects data_0 at the end)
            close_data(f, read_only=index == 0)


def _write_mindir(path, net, inputs, enc_key, enc_mode, variables=None):
    from ..nn.graph_cell import write_mindir

    write_mindir(path, net, inputs, variables)
    if enc_key is not None and callable(enc_mode):   # customized encryption: the file is what the function returns
        with open(path, "rb") as f:
            plain = f.read()
        with open(path, "wb") as f:
            f.write(enc_mode(plain, enc_key))
    elif enc_key is not None:   # MindSpore's container (msgraph/_crypto.py); "Encrypt failed" for a bad key/mode
        fmt.encrypt_file(path, enc_key, enc_mode)


_LOAD_DECRYPT_FAILED = ("Load MindIR failed. The file may be encrypted and decrypt failed, you can check whether the "
                        "values of the arguments 'dec_key' and 'dec_mode' are the same as when exported MindIR file, "
                        "or check the file integrity.")


def load(file_name, **kwargs):
    """The graph in a ``.mindir`` file msgraph's ``export`` wrote (run it with ``nn.GraphCell``); ``dec_key`` /
    ``dec_mode`` decrypt a file exported with ``enc_key``."""
    from .. import _crypto as crypto
    from ..nn.graph_cell import read_mindir

    if not isinstance(file_name, str):
        raise ValueError(f"For 'load', the argument 'file_name' must be string, but got {type(file_name)}.")
    if not file_name.endswith(".mindir"):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) should end with '.mindir', "
                         "please input the correct 'file_name'.")
    if not os.path.exists(file_name):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) does not exist, please check "
                         "whether the 'file_name' is correct.")
    dec_key, dec_mode = kwargs.get("dec_key"), kwargs.get("dec_mode", "AES-GCM")
    if "dec_key" in kwargs:
        check_isinstance("dec_key", dec_key, bytes)
        if callable(dec_mode):   # MindSpore's customized decryption: dec_mode(file path, dec_key) gives the plain bytes
            return read_mindir(os.path.abspath(file_name), dec_mode(os.path.realpath(file_name), dec_key))
        check_isinstance("dec_mode", dec_mode, str)
    with open(file_name, "rb") as f:
        data = f.read()
    if crypto.is_encrypted(data) or dec_key is not None:
        if dec_key is None:
            raise RuntimeError(_LOAD_DECRYPT_FAILED)
        try:
            data = crypto.decrypt(data, dec_key, dec_mode)
        except ValueError:
            raise RuntimeError(_LOAD_DECRYPT_FAILED) from None
    return read_mindir(os.path.abspath(file_name), data)


# ``mindspore.train.serialization.context`` (MindSpore imports the context module there; h-zoo)
from .. import context  # noqa: E402,F401


def _save_graph(network, file_name):
    """MindSpore's ``_save_graph``: writes ``network.get_func_graph_proto()`` to ``file_name`` -- in msgraph the
    text of its IR for the graph the network last ran in Graph mode; nothing when there is none (PyNative), as
    MindSpore."""
    file_name = os.path.realpath(file_name)
    get_proto = getattr(network, "get_func_graph_proto", None)
    graph_pb = get_proto() if callable(get_proto) else None
    if os.path.isfile(file_name) and graph_pb:
        os.remove(file_name)
    if graph_pb:
        with open(file_name, "wb") as f:
            os.chmod(file_name, stat.S_IRUSR | stat.S_IWUSR)
            f.write(graph_pb)
