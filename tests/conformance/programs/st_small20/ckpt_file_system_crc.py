"""mindspore.common.file_system.FileSystem (tests/st/export_and_load/test_ckpt_with_crc.py): the test appends
bytes to a crc-checked checkpoint through FileSystem().open(path, *create_args) and expects load_checkpoint's
ValueError. msgraph had no mindspore.common.file_system module (the test failed to import)."""
import os
import tempfile

import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.common.file_system import FileSystem
from _conf import emit, emit_error

fs = FileSystem()
emit("create_args", list(fs.create_args))
emit("open_args", list(fs.open_args))
emit("backend", fs.backend)
emit("create_is_open", fs.create is open and fs.open is open)

weight = ms.Tensor(np.arange(6).reshape(3, 2).astype(np.float32) * 0.5 - 1.0)
bias = ms.Tensor(np.array([-0.25, 0.5, 0.75], np.float32))
net = nn.Dense(2, 3, weight_init=weight, bias_init=bias)
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "crc.ckpt")
    ms.save_checkpoint(net, path, crc_check=True)
    loaded = ms.load_checkpoint(path, crc_check=True)
    emit("names", sorted(loaded))
    emit("weight", loaded["weight"])
    emit("bias_no_crc", ms.load_checkpoint(path, crc_check=False)["bias"])
    with fs.create(path, *fs.create_args) as f:
        f.write(b"111")
    with fs.open(path, *fs.open_args) as f:
        emit("tail", list(f.read()[-3:]))
    emit_error("damaged_crc", lambda: ms.load_checkpoint(path, crc_check=True))
    emit_error("damaged_no_crc", lambda: ms.load_checkpoint(path, crc_check=False))
