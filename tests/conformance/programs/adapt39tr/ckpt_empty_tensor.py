"""save_checkpoint(format="ckpt") leaves out a Tensor without elements ((0,), (2, 0)): loading the file gives the
other entries only (and, where nothing else was saved, load_checkpoint's empty-dict ValueError); the safetensors
format keeps them."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore import Parameter, Tensor
from _conf import emit, emit_error

d = tempfile.mkdtemp()
p = os.path.join(d, "a.ckpt")
ms.save_checkpoint([{"name": "e", "data": Tensor(np.zeros((0,), np.float32))},
                    {"name": "y", "data": Tensor(np.array([1.5], np.float32))},
                    {"name": "z", "data": Tensor(np.zeros((2, 0), np.int32))}], p)
emit("list_keys", list(ms.load_checkpoint(p)))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((2, 2), np.float32)), name="w")
        self.empty = Parameter(Tensor(np.zeros((3, 0), np.float32)), name="empty")

    def construct(self, x):
        return x + self.w


p2 = os.path.join(d, "net.ckpt")
ms.save_checkpoint(Net(), p2)
back = ms.load_checkpoint(p2)
emit("cell_keys", list(back))
emit("cell_load_into", ms.load_param_into_net(Net(), back))

p3 = os.path.join(d, "only_empty.ckpt")
ms.save_checkpoint([{"name": "e", "data": Tensor(np.zeros((0,), np.float16))}], p3)
emit_error("only_empty", ms.load_checkpoint, p3)

p4 = os.path.join(d, "a.safetensors")
ms.save_checkpoint([{"name": "e", "data": Tensor(np.zeros((0,), np.float32))},
                    {"name": "y", "data": Tensor(np.array([1.5], np.float32))}], p4, format="safetensors")
emit("safetensors_keeps", [(k, v.shape) for k, v in ms.load_checkpoint(p4, format="safetensors").items()])
