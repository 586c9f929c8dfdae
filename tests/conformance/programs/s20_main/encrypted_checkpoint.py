"""Encrypted checkpoints, adapted from MindSpore 2.10's tests/ut/python/utils/test_serialize.py
(test_save_and_load_checkpoint_for_network_with_encryption) and test_callback.py: save_checkpoint / ModelCheckpoint
with enc_key (AES-GCM / AES-CBC, 16/24/32-byte keys; SM4-CBC), load_checkpoint with dec_key; a wrong key or mode, a plain
file given a key, a bad key length or mode and a str key are MindSpore's ValueErrors. msgraph raised
NotImplementedError for any enc_key (and TypeError for a str key)."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.train import Model, CheckpointConfig, ModelCheckpoint
import mindspore.dataset as ds
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 3, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10),
                              bias_init="zeros")

    def construct(self, x):
        return self.dense(x)


def params(d):
    return {k: d[k] for k in sorted(d)}


for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    tag = "graph" if mode == ms.GRAPH_MODE else "pynative"
    with tempfile.TemporaryDirectory() as d:
        net = Net()
        for enc_mode, key in (("AES-GCM", bytes(range(16))), ("AES-GCM", bytes(range(24))),
                              ("AES-CBC", bytes(range(32))), ("AES-CBC", bytes(range(16))),
                              ("SM4-CBC", bytes(range(16)))):
            p = os.path.join(d, f"{enc_mode}_{len(key)}.ckpt")
            ms.save_checkpoint(net, p, enc_key=key, enc_mode=enc_mode)
            emit(f"{tag}_{enc_mode}_{len(key)}", params(ms.load_checkpoint(p, dec_key=key, dec_mode=enc_mode)))
            with open(p, "rb") as f:
                emit(f"{tag}_{enc_mode}_{len(key)}_is_plain", f.read(2) == b"\n\x0b")
        gcm = os.path.join(d, "AES-GCM_16.ckpt")
        emit_error(f"{tag}_wrong_key", lambda: ms.load_checkpoint(gcm, dec_key=bytes(16)))
        emit_error(f"{tag}_wrong_mode", lambda: ms.load_checkpoint(gcm, dec_key=bytes(range(16)), dec_mode="AES-CBC"))
        emit_error(f"{tag}_no_key", lambda: ms.load_checkpoint(gcm))
        plain = os.path.join(d, "plain.ckpt")
        ms.save_checkpoint(net, plain)
        emit_error(f"{tag}_plain_with_key", lambda: ms.load_checkpoint(plain, dec_key=bytes(16)))
        emit_error(f"{tag}_short_key", lambda: ms.save_checkpoint(net, os.path.join(d, "a.ckpt"), enc_key=b"123"))
        emit_error(f"{tag}_bad_mode", lambda: ms.save_checkpoint(net, os.path.join(d, "b.ckpt"), enc_key=bytes(16),
                                                               enc_mode="AES-XYZ"))
        emit_error(f"{tag}_sm4_long_key", lambda: ms.save_checkpoint(net, os.path.join(d, "s.ckpt"), enc_key=bytes(32),
                                                                    enc_mode="SM4-CBC"))
        emit_error(f"{tag}_str_key", lambda: ms.save_checkpoint(net, os.path.join(d, "c.ckpt"),
                                                              enc_key="1234567890123456"))
        emit_error(f"{tag}_str_dec_key", lambda: ms.load_checkpoint(gcm, dec_key="1234567890123456"))
        emit_error(f"{tag}_config_str_key", lambda: CheckpointConfig(enc_key="abc"))
        # ModelCheckpoint with an encryption key: every file it writes is encrypted
        x = np.arange(16, dtype=np.float32).reshape(4, 4) / 16
        y = np.array([0, 1, 2, 1], np.int32)
        data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)
        loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        model = Model(net, loss, nn.SGD(net.trainable_params(), 0.1))
        cfg = CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=2, enc_key=bytes(range(16)),
                               enc_mode="AES-CBC")
        ckpt_dir = os.path.join(d, "ck")
        model.train(1, data, callbacks=[ModelCheckpoint(prefix="enc", directory=ckpt_dir, config=cfg)],
                    dataset_sink_mode=False)
        files = sorted(f for f in os.listdir(ckpt_dir) if f.endswith(".ckpt"))
        emit(f"{tag}_callback_files", files)
        loaded = ms.load_checkpoint(os.path.join(ckpt_dir, files[-1]), dec_key=bytes(range(16)), dec_mode="AES-CBC")
        emit(f"{tag}_callback_params", params({k: v for k, v in loaded.items() if k.startswith("dense")}))
        emit(f"{tag}_callback_net", params({p.name: p for p in net.trainable_params()}))
