"""ds.config setters and load (adapted from ut/python/dataset/test_config.py test_basic,
test_config_bool_type_error, test_fast_recovery, test_error_samples_mode, test_auto_num_workers_error): MindSpore's
messages for bad values and missing arguments, and config.load reading a MindSpore config file (JSON).  msgraph's
messages differed and load raised NotImplementedError."""
import json
import os
import tempfile

import mindspore.dataset as ds
import mindspore.dataset.core.config as config
from _conf import emit
from _ds26_util import err

MODES = ("pynative",)

c = ds.config
checks = [("seed", [True, "1", -1, 1.5, 2 ** 32]), ("num_parallel_workers", [True, 0, None, 2 ** 31]),
          ("prefetch_size", ["1", 0, 2 ** 31]), ("callback_timeout", [1.5, 0]),
          ("monitor_sampling_interval", [None, 0, 2 ** 31]), ("multiprocessing_timeout_interval", [True, 0]),
          ("autotune_interval", ["1", -1]), ("sending_batches", [True, "1"]), ("auto_num_workers", [[1, 2]]),
          ("auto_offload", [1]), ("dynamic_shape", [None]), ("enable_autotune", ["1"]), ("enable_shared_mem", [1]),
          ("enable_watchdog", [0]), ("fast_recovery", [0]), ("numa_enable", [1.5]),
          ("error_samples_mode", [True, 1, "1"]), ("multiprocessing_start_method", [1, "x"]),
          ("video_backend", [None, "GPU"])]
for name, values in checks:
    for k, v in enumerate(values):
        err(f"{name}_{k}", lambda: getattr(c, "set_" + name)(v))
for name in ("fast_recovery", "error_samples_mode", "auto_num_workers", "numa_enable", "video_backend", "seed"):
    err(f"{name}_missing", lambda: getattr(c, "set_" + name)())
err("iterator_mode", lambda: c.set_iterator_mode(do_copy=True, parallel_convert=1))

saved = (c.get_num_parallel_workers(), c.get_seed(), c.get_prefetch_size(), c.get_monitor_sampling_interval(),
         c.get_fast_recovery(), c.get_error_samples_mode())
folder = tempfile.mkdtemp()
path = os.path.join(folder, "ds.cfg")
with open(path, "w") as f:
    json.dump({"logFilePath": "/tmp", "rowsPerBuffer": 1, "numParallelWorkers": 1, "workerConnectorSize": 16,
               "opConnectorSize": 5, "seed": 7, "monitorSamplingInterval": 9, "fast_recovery": False,
               "debug_mode_flag": False, "error_samples_mode": 2, "callbackTimeout": 12}, f)
c.load(path)
emit("loaded", [c.get_num_parallel_workers(), c.get_seed(), c.get_prefetch_size(), c.get_monitor_sampling_interval(),
                c.get_fast_recovery(), c.get_debug_mode(), int(c.get_error_samples_mode()),
                c.get_error_samples_mode() == config.ErrorSamplesMode.SKIP, c.get_callback_timeout()])
with open(path, "w") as f:
    f.write("{not json")
err("load_bad_json", lambda: c.load(path))
err("load_missing_file", lambda: c.load("/nonexistent_ds26_folder/none.cfg"))
c.set_num_parallel_workers(saved[0])
c.set_seed(saved[1])
c.set_prefetch_size(saved[2])
c.set_monitor_sampling_interval(saved[3])
c.set_fast_recovery(saved[4])
c.set_error_samples_mode(saved[5])
