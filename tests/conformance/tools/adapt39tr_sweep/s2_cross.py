"""s2: checkpoints written by one implementation and read by the other.  STEP=write writes files into $XDIR;
STEP=read reads every file there.  cross.sh runs MindSpore-writes / msgraph-reads and the reverse, and compares
each reading with the writer's own reading."""
import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Parameter, Tensor
from _h import case

X = os.environ["XDIR"]
STEP = os.environ["STEP"]


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        w = ((np.arange(12, dtype=np.float32).reshape(3, 4) % 5) - 2.0) / 5.0
        self.fc1 = nn.Dense(4, 3, weight_init=Tensor(w), bias_init="ones")
        self.bn = nn.BatchNorm1d(3)
        self.fc2 = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc2(self.bn(self.fc1(x)))


def vals():
    out = [{"name": "f32", "data": Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 3)},
           {"name": "f16", "data": Tensor(np.array([0.1, -2.5, 65504], np.float16))},
           {"name": "f64", "data": Tensor(np.array([1e-300, np.pi], np.float64))},
           {"name": "bf16", "data": Tensor(np.array([1.5, -0.3, 3e38], np.float32)).astype(ms.bfloat16)},
           {"name": "scalar", "data": Tensor(np.float32(7.25))}]
    for dt in ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool"]:
        out.append({"name": dt, "data": Tensor(np.array([0, 1, 1, 0, 1, 1]).reshape(2, 3).astype(dt) * (1 if dt == "bool" else 3))})
    big = np.arange(300000, dtype=np.float32) / 7   # > 1 slice of a .ckpt (several protobuf chunks)
    out.append({"name": "big", "data": Tensor(big)})
    return out


def model_ckpt(p, fmt="ckpt"):
    """Model.train with a ModelCheckpoint (append_info, optimizer state), its last file renamed to p."""
    import shutil
    import tempfile
    import mindspore.dataset as ds
    from mindspore.train import Model
    from mindspore.train.callback import CheckpointConfig, ModelCheckpoint
    x = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
    y = (np.arange(12) % 2).astype(np.int32)
    net = Net()
    m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.1, 0.9))
    d = tempfile.mkdtemp()
    cb = ModelCheckpoint("m", d, CheckpointConfig(save_checkpoint_steps=3, format=fmt,
                                                  append_info=["epoch_num", "step_num", {"lr": 0.5}]))
    m.train(2, ds.NumpySlicesDataset((x, y), ["data", "label"], shuffle=False).batch(4), callbacks=[cb],
            dataset_sink_mode=False)
    shutil.copy(cb.latest_ckpt_file_name, p)


FILES = {
    "model.ckpt": lambda p: model_ckpt(p),
    "model.safetensors": lambda p: model_ckpt(p, "safetensors"),
    "net.ckpt": lambda p: ms.save_checkpoint(Net(), p),
    "net_append.ckpt": lambda p: ms.save_checkpoint(Net(), p, append_dict={"epoch_num": 3, "step_num": 12, "lr": 0.5,
                                                                             "flag": False, "tag": "abc"}),
    "vals.ckpt": lambda p: ms.save_checkpoint(vals(), p),
    "vals.safetensors": lambda p: ms.save_checkpoint(vals(), p, format="safetensors"),
    "net.safetensors": lambda p: ms.save_checkpoint(Net(), p, format="safetensors", append_dict={"epoch_num": 2}),
    "crc.ckpt": lambda p: ms.save_checkpoint(Net(), p, crc_check=True),
    "crc.safetensors": lambda p: ms.save_checkpoint(Net(), p, crc_check=True, format="safetensors"),
    "enc_gcm.ckpt": lambda p: ms.save_checkpoint(Net(), p, enc_key=b"0123456789abcdef"),
    "enc_cbc.ckpt": lambda p: ms.save_checkpoint(Net(), p, enc_key=b"0123456789abcdef", enc_mode="AES-CBC"),
    "choice.ckpt": lambda p: ms.save_checkpoint(Net(), p, choice_func=lambda n: n.startswith("fc2")),
}


def desc(pd):
    out = []
    for k, v in pd.items():
        if hasattr(v, "asnumpy"):
            a = v.asnumpy()
            if v.dtype == ms.bfloat16:
                a = v.astype(ms.float32).asnumpy()
            out.append((k, str(v.dtype), a.shape, a.ravel()[:6].tolist(), float(a.astype(np.float64).sum())))
        else:
            out.append((k, type(v).__name__, v))
    return out


if STEP == "write":
    for name, fn in FILES.items():
        case("write_" + name, lambda fn=fn, name=name: fn(os.path.join(X, name)))
else:
    for name in FILES:
        p = os.path.join(X, name)
        fmt = "safetensors" if name.endswith("safetensors") else "ckpt"
        kw = {}
        if name.startswith("enc_gcm"):
            kw = {"dec_key": b"0123456789abcdef"}
        if name.startswith("enc_cbc"):
            kw = {"dec_key": b"0123456789abcdef", "dec_mode": "AES-CBC"}
        if name.startswith("crc"):
            kw["crc_check"] = True
        case("read_" + name, lambda p=p, fmt=fmt, kw=kw: desc(ms.load_checkpoint(p, format=fmt, **kw)))
        case("into_" + name, lambda p=p, fmt=fmt, kw=kw: (lambda n: (ms.load_param_into_net(
            n, ms.load_checkpoint(p, format=fmt, **kw)), n.fc1.weight, n.fc2.bias))(Net()))
