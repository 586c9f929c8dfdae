"""mindspore.train.BackupAndRestore and mindspore.train.dataset_helper (tests/ut/python/train imports them; msgraph
lacked both): the backup written at epoch ends, restored into a fresh network when training starts again, deleted at
train end; argument errors of both (DatasetHelper's sink_size classes were ValueError)."""
import os
import shutil
import tempfile
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import Tensor, nn
from mindspore.train import Model, BackupAndRestore
from mindspore.train.dataset_helper import DatasetHelper
from _conf import emit, emit_error


def make_net():
    net = nn.Dense(3, 2)
    net.weight.set_data(Tensor(np.array([[0.1, -0.2, 0.3], [0.05, 0.4, -0.1]], np.float32)))
    net.bias.set_data(Tensor(np.array([0.01, -0.02], np.float32)))
    return net


def data():
    x = (np.arange(24, dtype=np.float32).reshape(8, 3) - 10.0) / 10.0
    y = np.stack([x.sum(1), x[:, 0] - x[:, 2]], 1).astype(np.float32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(4)


d = tempfile.mkdtemp()
try:
    net = make_net()
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    cb = BackupAndRestore(os.path.join(d, "bk"), save_freq=2, delete_checkpoint=False)
    model.train(3, data(), callbacks=[cb], dataset_sink_mode=False)
    emit("trained_weight", net.weight)
    backup = os.path.join(d, "bk", "backup.ckpt")
    emit("backup_exists", os.path.exists(backup))
    saved = ms.load_checkpoint(backup)
    emit("backup_weight_epoch2", saved["weight"])

    net2 = make_net()
    model2 = Model(net2, nn.MSELoss(), nn.SGD(net2.trainable_params(), 0.1))
    model2.train(1, data(), callbacks=[BackupAndRestore(os.path.join(d, "bk"))], dataset_sink_mode=False)
    emit("restored_then_one_epoch", net2.weight)
    emit("backup_deleted", os.path.exists(backup))
finally:
    shutil.rmtree(d)

emit_error("save_freq_str", lambda: BackupAndRestore(tempfile.gettempdir(), save_freq="step"))
emit_error("save_freq_zero", lambda: BackupAndRestore(tempfile.gettempdir(), save_freq=0))
emit_error("save_freq_bool", lambda: BackupAndRestore(tempfile.gettempdir(), save_freq=True))
emit_error("delete_not_bool", lambda: BackupAndRestore(tempfile.gettempdir(), delete_checkpoint=1))
emit_error("dir_not_str", lambda: BackupAndRestore(3))
emit("dataset_helper_rows", [[t.shape for t in row] for row in DatasetHelper(data(), dataset_sink_mode=False)])
for label, kw in (("sink_mode_str", {"dataset_sink_mode": "True"}), ("sink_mode_int", {"dataset_sink_mode": 1}),
                  ("sink_size_bool", {"sink_size": True}), ("sink_size_float", {"sink_size": 1.0}),
                  ("sink_size_negative", {"sink_size": -2}), ("epoch_num_bool", {"epoch_num": True})):
    emit_error("dataset_helper_" + label, lambda kw=kw: DatasetHelper(data(), **{"dataset_sink_mode": False, **kw}))
