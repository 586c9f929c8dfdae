"""Adapted from MindSpore 2.10's tests/st/export_and_load/test_train_mindir.py
(test_load_mindir_and_run_with_encryption): ms.export(MINDIR, enc_key=..., enc_mode=<function>) is MindSpore's
customized encryption (the file holds what enc_mode(model bytes, key) returns) and ms.load(dec_key=...,
dec_mode=<function>) reads what dec_mode(file path, key) returns; msgraph refused the function with a ValueError
("'enc_mode' must be isinstance of <class 'str'>"), a regression since encrypted MindIR export was added."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

calls = []


def encrypt_func(model_stream, key):
    calls.append(("enc", type(model_stream).__name__, key))
    return bytes(b ^ 0x5A for b in model_stream)


def decrypt_func(cipher_file, key):
    calls.append(("dec", os.path.basename(cipher_file), key))
    with open(cipher_file, "rb") as f:
        return bytes(b ^ 0x5A for b in f.read())


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
    base = os.path.join(d, "net_enc")
    ms.export(net, x, file_name=base, file_format="MINDIR", enc_key=b"123456789", enc_mode=encrypt_func)
    emit("exported", os.path.exists(base + ".mindir"))
    graph = ms.load(base + ".mindir", dec_key=b"123456789", dec_mode=decrypt_func)
    emit("graph_cell", nn.GraphCell(graph)(x))
    emit("enc_called_with_bytes", [c[1] for c in calls if c[0] == "enc"][:1])
    emit("dec_called_with_path", [c[1] for c in calls if c[0] == "dec"])
    emit_error("bad_str_mode", lambda: ms.export(net, x, file_name=base + "2", file_format="MINDIR",
                                                 enc_key=bytes(16), enc_mode="XOR"))
