"""ms.export(..., file_format='MINDIR', enc_key=...) and ms.load(..., dec_key=...), adapted from MindSpore 2.10's
tests/ut/python/utils/test_export.py (encrypted export): the exported file is encrypted, loads back with the key
into a GraphCell computing the network; no key, a wrong key or mode is MindSpore's RuntimeError, a str key or
a non-str mode its ValueError, a bad key length "Encrypt failed". msgraph ignored enc_key/dec_key (it wrote the
file in the clear) and raised nothing."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 4),
                              bias_init="ones")
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.dense(x)) * 2


x = Tensor(np.array([[1.0, -2.0, 0.5], [0.25, 1.0, 2.0]], np.float32))
with tempfile.TemporaryDirectory() as d:
    net = Net()
    base = os.path.join(d, "net")
    ms.export(net, x, file_name=base, file_format="MINDIR", enc_key=bytes(range(16)), enc_mode="AES-GCM")
    path = base + ".mindir"
    with open(path, "rb") as f:
        emit("encrypted", f.read(4).hex())
    graph = ms.load(path, dec_key=bytes(range(16)), dec_mode="AES-GCM")
    emit("graph_cell", nn.GraphCell(graph)(x))
    emit_error("no_key", lambda: ms.load(path))
    emit_error("wrong_key", lambda: ms.load(path, dec_key=bytes(16)))
    emit_error("wrong_mode", lambda: ms.load(path, dec_key=bytes(range(16)), dec_mode="AES-CBC"))
    emit_error("str_dec_key", lambda: ms.load(path, dec_key="abc"))
    emit_error("int_dec_mode", lambda: ms.load(path, dec_key=bytes(16), dec_mode=3))
    emit_error("str_enc_key", lambda: ms.export(net, x, file_name=base + "2", file_format="MINDIR", enc_key="abc"))
    emit_error("short_key", lambda: ms.export(net, x, file_name=base + "3", file_format="MINDIR", enc_key=b"abc"))
    ms.export(net, x, file_name=base + "4", file_format="MINDIR", enc_key=bytes(range(32)), enc_mode="AES-CBC")
    emit("cbc_graph_cell", nn.GraphCell(ms.load(base + "4.mindir", dec_key=bytes(range(32)), dec_mode="AES-CBC"))(x))
