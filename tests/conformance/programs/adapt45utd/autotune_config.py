"""ds.config.set_enable_autotune(enable, filepath_prefix) checks (adapted from ut/python/dataset/test_autotune.py
test_disable_autotune_in_independent_mode and test_autotune_config.py test_autotune_config_filepath_invalid): a
filepath_prefix that is not a str is a TypeError even when disabling; when enabling, an empty path, a directory or a
path under a missing directory is a RuntimeError, and so is enabling under MS_INDEPENDENT_DATASET=True."""
import os

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)

emit_error("enable_path_int", lambda: ds.config.set_enable_autotune(True, 123))
emit_error("enable_path_bool", lambda: ds.config.set_enable_autotune(True, True))
emit_error("disable_path_float", lambda: ds.config.set_enable_autotune(False, 1.1))
emit_error("enable_int", lambda: ds.config.set_enable_autotune(1))
emit_error("enable_path_empty", lambda: ds.config.set_enable_autotune(True, ""))
emit_error("enable_path_dir", lambda: ds.config.set_enable_autotune(True, "."))
emit_error("enable_path_missing_dir", lambda: ds.config.set_enable_autotune(True, "/JUNKPATH_adapt45utd/at_out.json"))
emit("disable_path_empty", ds.config.set_enable_autotune(False, ""))
emit("disable_path_dir", ds.config.set_enable_autotune(False, "."))
emit("get_after", ds.config.get_enable_autotune())
os.environ["MS_INDEPENDENT_DATASET"] = "True"
try:
    emit_error("independent_enable", lambda: ds.config.set_enable_autotune(True))
    emit("independent_disable", ds.config.set_enable_autotune(False))
    emit_error("independent_enable_int", lambda: ds.config.set_enable_autotune(1))
finally:
    os.environ["MS_INDEPENDENT_DATASET"] = "False"
emit("get_end", ds.config.get_enable_autotune())
