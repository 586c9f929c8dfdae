"""st/dataset_helper/test_dataset_helper.py variants (CPU, non-sink): DatasetHelper's methods and iteration over
epochs, sink_size, GeneratorDataset columns of several dtypes."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore.train import DatasetHelper
from _h import case


def mk(n=3, cols=("A", "B")):
    data = [(np.full((2,), i, np.float32), np.array(i, np.int32)) for i in range(n)]
    return ds.GeneratorDataset(data, list(cols), shuffle=False)


def call(meth, *a, **kw):
    h = DatasetHelper(mk(), dataset_sink_mode=False, **kw)
    r = getattr(h, meth)(*a)
    return r


for meth in ("sink_size", "types_shapes", "get_data_info", "stop_send", "continue_send", "get_send_info",
             "release", "get_mbuf_queue_size", "__len__"):
    case(f"helper.nosink.{meth}", lambda: call(meth))
case("helper.nosink.sink_size2", lambda: call("sink_size", sink_size=2))
case("helper.nosink.len_sink_size2", lambda: call("__len__", sink_size=2))


def epochs(n, **kw):
    h = DatasetHelper(mk(), dataset_sink_mode=False, epoch_num=n, **kw)
    out = []
    for e in range(n):
        out.append([[float(x.asnumpy().ravel()[0]) for x in row] for row in h])
    return out


case("helper.epochs2", lambda: epochs(2))
case("helper.epochs2_sink_size1", lambda: epochs(2, sink_size=1))
case("helper.epochs3", lambda: epochs(3))
case("helper.row_types", lambda: [[(str(x.dtype), x.shape) for x in row] for row in
                                  DatasetHelper(mk(), dataset_sink_mode=False)])
case("helper.bad_sink_mode", lambda: DatasetHelper(mk(), dataset_sink_mode=1))
case("helper.bad_sink_size", lambda: DatasetHelper(mk(), dataset_sink_mode=False, sink_size=0))
case("helper.bad_sink_size_float", lambda: DatasetHelper(mk(), dataset_sink_mode=False, sink_size=1.0))
case("helper.bad_epoch", lambda: DatasetHelper(mk(), dataset_sink_mode=False, epoch_num=0))
case("helper.not_dataset", lambda: DatasetHelper([1, 2], dataset_sink_mode=False))
case("helper.batch", lambda: [[x.shape for x in row] for row in
                              DatasetHelper(mk(5).batch(2), dataset_sink_mode=False)])
case("helper.iter_twice", lambda: (lambda h: (len(list(h)), len(list(h))))(DatasetHelper(mk(), dataset_sink_mode=False)))
