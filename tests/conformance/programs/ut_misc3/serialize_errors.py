"""Checkpoint/export errors (MindSpore 2.10 on CPU): a choice_func that raises while loading a .ckpt is a
ValueError naming the file; export to AIR is a ValueError (Ascend only); _save_graph of a network without a
graph proto writes nothing."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train.serialization import _save_graph
from _conf import emit, emit_error

MODES = ("pynative",)
d = tempfile.mkdtemp()
net = nn.Dense(3, 2)
path = os.path.join(d, "a.ckpt")
ms.save_checkpoint(net, path)


def load_bad():
    try:
        ms.load_checkpoint(path, choice_func=lambda x: x.startswith(123))
    except ValueError as e:
        return "ValueError", str(e).replace(path, "<path>")


emit("choice_func_raises", load_bad())
emit("choice_func_ok", sorted(ms.load_checkpoint(path, choice_func=lambda x: x.startswith("b"))))
emit_error("choice_func_empty", ms.load_checkpoint, path, choice_func=lambda x: not x.startswith(""))
emit_error("export_air", ms.export, net, Tensor(np.ones((1, 3), np.float32)), file_name=os.path.join(d, "m"),
           file_format="AIR")
emit_error("export_pb", ms.export, net, Tensor(np.ones((1, 3), np.float32)), file_name=os.path.join(d, "m"),
           file_format="PB")
emit("air_written", sorted(f for f in os.listdir(d) if f.startswith("m")))
