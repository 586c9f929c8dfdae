"""ModelCheckpoint writes `<prefix>-graph.meta` at its first step end when the training network ran in Graph mode,
nothing in PyNative mode (MindSpore 2.10; tests/ut/python/utils/test_callback.py test_step_end_save_graph and
test_serialize.py test_save_graph). msgraph never wrote it, so directory listings differed in Graph mode. The
file's content is each framework's own graph serialization: only its presence is compared."""
import os
import shutil
import tempfile
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from mindspore.train import Model, ModelCheckpoint, CheckpointConfig
from mindspore.train.serialization import _save_graph
from _conf import emit

x = (np.arange(24, dtype=np.float32).reshape(8, 3) - 10.0) / 10.0
data = ds.NumpySlicesDataset({"x": x, "y": x[:, :2]}, shuffle=False).batch(4)
net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
emit("proto_before_any_call", len(net.get_func_graph_proto() or b""))
model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
d = tempfile.mkdtemp()
try:
    model.train(2, data, callbacks=[ModelCheckpoint("m", d, CheckpointConfig(save_checkpoint_steps=2))],
                dataset_sink_mode=False)
    files = sorted(os.listdir(d))
    emit("files", files)
    emit("meta_nonempty", [os.path.getsize(os.path.join(d, f)) > 0 for f in files if f.endswith(".meta")])

    net2 = nn.Dense(3, 2)
    net2(Tensor(x))
    meta = os.path.join(d, "net-graph.meta")
    _save_graph(net2, meta)
    emit("save_graph_after_call", os.path.exists(meta))
finally:
    shutil.rmtree(d, ignore_errors=True)
