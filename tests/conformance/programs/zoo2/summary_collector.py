"""SummaryCollector / SummaryRecord: MindSpore's argument checks, and training with a SummaryCollector
callback gives the same loss as without (msgraph writes no summary files: docs/differences.md)."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.train import Model
from mindspore.train.callback import Callback, SummaryCollector
from mindspore.train.summary import SummaryRecord
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative", "graph")

tmp = tempfile.mkdtemp()
sc = SummaryCollector(os.path.join(tmp, "sum"), collect_freq=1)
emit("is_callback", isinstance(sc, Callback))
emit("dir_created", os.path.isdir(os.path.join(tmp, "sum")))
emit_error("dir_not_str", SummaryCollector, 3)
emit_error("freq_zero", SummaryCollector, tmp, collect_freq=0)
emit_error("freq_str", SummaryCollector, tmp, collect_freq="a")
emit_error("specified_bad_key", SummaryCollector, tmp, collect_specified_data={"bad": 1})
emit_error("specified_bad_value", SummaryCollector, tmp, collect_specified_data={"collect_metric": 1})
emit_error("keep_default_int", SummaryCollector, tmp, keep_default_action=1)
emit_error("lineage_list", SummaryCollector, tmp, custom_lineage_data={"a": [1]})
emit_error("max_file_size", SummaryCollector, tmp, max_file_size=-1)
emit_error("export_options", SummaryCollector, tmp, export_options={"tensor_format": "x"})
emit("tensor_freq_ok", type(SummaryCollector(tmp, collect_tensor_freq=2, max_file_size=1024,
                                             collect_specified_data={"collect_metric": True},
                                             keep_default_action=False, custom_lineage_data={"a": 1.5})).__name__)

with SummaryRecord(os.path.join(tmp, "rec")) as sr:
    emit("log_dir_prefix", os.path.basename(sr.log_dir).startswith("events.out.events.summary."))
    emit("log_dir_suffix", sr.log_dir.endswith("_MS"))
    sr.add_value("scalar", "loss", Tensor(1.5))
    sr.add_value("tensor", "w", Tensor(np.ones(3, np.float32)))
    emit_error("bad_plugin", sr.add_value, "bad", "x", Tensor(1.0))
    emit_error("scalar_not_scalar", sr.add_value, "scalar", "x", Tensor(np.array([1.0, 2.0], np.float32)))
    emit_error("value_not_tensor", sr.add_value, "scalar", "x", 1.0)
    emit_error("name_empty", sr.add_value, "scalar", "", Tensor(1.0))
    emit_error("image_rank", sr.add_value, "image", "im", Tensor(np.ones((2, 2), np.float32)))
    emit("record", sr.record(1))
    sr.flush()


class Linear(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.dense(x)


def train(callbacks):
    net = Linear()
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), learning_rate=0.1))
    x = (np.arange(24, dtype=np.float32).reshape(8, 3) / 10)
    y = (np.arange(16, dtype=np.float32).reshape(8, 2) / 7)
    data = ds.NumpySlicesDataset((x, y), ["x", "y"], shuffle=False).batch(4)
    model.train(2, data, callbacks=callbacks, dataset_sink_mode=False)
    return net.dense.weight.asnumpy()


emit("weights_plain", train([]), rtol=1e-5, atol=1e-6)
emit("weights_with_summary", train([SummaryCollector(os.path.join(tmp, "train_sum"), collect_freq=1)]),
     rtol=1e-5, atol=1e-6)
