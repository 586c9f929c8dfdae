"""Summary ops in a Cell (what they return, the checks of their name and value, over dtypes and shapes) and
SummaryRecord's API (add_value kinds and checks, record's step, set_mode, close twice, use after close), from st
summary/test_summary_ops.py and test_summary_collector.py (MODE=graph|pynative)."""
import os
import tempfile

import numpy as np
from _h import case

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.train.summary import SummaryRecord

D = tempfile.mkdtemp(prefix="a45sum_")


class S(nn.Cell):
    def __init__(self, prim, name="x"):
        super().__init__()
        self.p = prim
        self.name_ = name

    def construct(self, x):
        self.p(self.name_, x)
        return x * 2


PRIMS = {"scalar": ops.ScalarSummary, "tensor": ops.TensorSummary, "image": ops.ImageSummary,
         "histogram": ops.HistogramSummary}
VALS = {"f32_0d": Tensor(np.float32(1.5)), "f32_1": Tensor(np.array([1.5], np.float32)),
        "f32_2": Tensor(np.array([1.5, 2.0], np.float32)), "f16_0d": Tensor(np.float16(1.5)),
        "i32_0d": Tensor(np.int32(3)), "bool_0d": Tensor(True), "f64_0d": Tensor(np.float64(2.5)),
        "f32_img": Tensor(np.ones((1, 3, 4, 4), np.float32)), "f32_3d": Tensor(np.ones((3, 4, 4), np.float32)),
        "empty": Tensor(np.ones((0,), np.float32)), "u8_img": Tensor(np.ones((1, 3, 2, 2), np.uint8))}
for pk, prim in PRIMS.items():
    for vk, v in VALS.items():
        case("op_%s_%s" % (pk, vk), lambda prim=prim, v=v: S(prim())(v))
    case("op_%s_name_int" % pk, lambda prim=prim: S(prim(), 3)(VALS["f32_0d"]))
    case("op_%s_name_empty" % pk, lambda prim=prim: S(prim(), "")(VALS["f32_0d"]))
    case("op_%s_value_py" % pk, lambda prim=prim: S(prim())(1.5))


class InRecord(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = ops.ScalarSummary()
        self.t = ops.TensorSummary()

    def construct(self, x):
        self.s("loss", x.sum())
        self.t("t", x)
        return x.sum()


def with_record():
    d = os.path.join(D, "rec")
    with SummaryRecord(d) as rec:
        net = InRecord()
        outs = []
        for i in range(2):
            outs.append(net(Tensor(np.array([1.0, 2.0], np.float32) * (i + 1))))
            outs.append(rec.record(i + 1))
        files = sorted(f.split(".")[-1] for f in os.listdir(d))
    return outs, len(files)


case("record_in_loop", with_record)


def rec_case(fn):
    def run():
        d = tempfile.mkdtemp(dir=D)
        rec = SummaryRecord(d)
        try:
            return fn(rec)
        finally:
            rec.close()
    return run


for ak, (plugin, name, value) in {
        "scalar_0d": ("scalar", "a", Tensor(np.float32(1.0))),
        "scalar_vec": ("scalar", "a", Tensor(np.array([1.0, 2.0], np.float32))),
        "scalar_1": ("scalar", "a", Tensor(np.array([1.0], np.float32))),
        "scalar_int": ("scalar", "a", Tensor(np.int32(2))),
        "scalar_py": ("scalar", "a", 1.5),
        "tensor_vec": ("tensor", "t", Tensor(np.array([1.0, 2.0], np.float32))),
        "tensor_np": ("tensor", "t", np.array([1.0], np.float32)),
        "image_4d": ("image", "i", Tensor(np.ones((1, 3, 2, 2), np.float32))),
        "image_3d": ("image", "i", Tensor(np.ones((3, 2, 2), np.float32))),
        "histogram": ("histogram", "h", Tensor(np.array([1.0, 2.0, 3.0], np.float32))),
        "histogram_empty": ("histogram", "h", Tensor(np.ones((0,), np.float32))),
        "unknown_plugin": ("audio", "a", Tensor(np.float32(1.0))),
        "name_int": ("scalar", 3, Tensor(np.float32(1.0))),
        "name_empty": ("scalar", "", Tensor(np.float32(1.0))),
        "graph_not_proto": ("graph", "g", 3),
        "custom_lineage": ("custom_lineage_data", "c", 3),
        "train_lineage_bad": ("train_lineage", "l", 3)}.items():
    case("add_" + ak, rec_case(lambda rec, p=plugin, n=name, v=value: (rec.add_value(p, n, v), rec.record(1))))

case("record_step_str", rec_case(lambda rec: rec.record("1")))
case("record_step_float", rec_case(lambda rec: rec.record(1.0)))
case("record_step_neg", rec_case(lambda rec: rec.record(-1)))
case("record_step_bool", rec_case(lambda rec: rec.record(True)))
case("record_train_network_bad", rec_case(lambda rec: rec.record(1, train_network=3)))
case("set_mode_eval", rec_case(lambda rec: (rec.set_mode("eval"), rec.record(1))))
case("set_mode_bad", rec_case(lambda rec: rec.set_mode("test")))
case("log_dir_kw", rec_case(lambda rec: os.path.isdir(rec.log_dir)))
case("close_twice", rec_case(lambda rec: (rec.close(), rec.close())))
case("flush", rec_case(lambda rec: rec.flush()))
case("record_after_close", rec_case(lambda rec: (rec.close(), rec.record(1))))
case("ctor_bad_dir_type", lambda: SummaryRecord(3))
case("ctor_bad_prefix", lambda: SummaryRecord(D, file_prefix=3))
case("ctor_bad_max_file_size", lambda: SummaryRecord(D, max_file_size="1"))
case("ctor_neg_max_file_size", lambda: SummaryRecord(D, max_file_size=-1))
case("ctor_bad_raise_exception", lambda: SummaryRecord(D, raise_exception=1))
case("ctor_bad_export_options", lambda: SummaryRecord(D, export_options={"tensor_format": "txt"}))
case("ctor_export_options_npy", lambda: (lambda r: (r.close(), "ok"))(
    SummaryRecord(tempfile.mkdtemp(dir=D), export_options={"tensor_format": "npy"}))[1])
