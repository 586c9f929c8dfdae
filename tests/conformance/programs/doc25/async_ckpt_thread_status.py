"""mindspore.async_ckpt_thread_status() (MindSpore 2.10's docstring example, extended): False with no asynchronous
checkpoint being written, and after a synchronous save_checkpoint."""
import os
import tempfile
import mindspore as ms
from mindspore import nn
from _conf import emit

MODES = ("pynative",)
emit("initial", ms.async_ckpt_thread_status())
emit("train_namespace", ms.train.async_ckpt_thread_status())
with tempfile.TemporaryDirectory() as d:
    ms.save_checkpoint(nn.Dense(2, 2), os.path.join(d, "a.ckpt"))
    emit("after_sync_save", ms.async_ckpt_thread_status())
