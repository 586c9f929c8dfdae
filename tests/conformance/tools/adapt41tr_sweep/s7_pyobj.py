"""st/dataset/test_gpu_python_obj.py / test_dataset_iterator_mode.py / test_send_empty_tensor.py variants on CPU: a
python dict column (from map, with per_batch_map batches) reaching a network through Model.train (non-sink), what
the network's construct sees, iterator rows of dict columns, empty tensors through a Cell."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor, Model
from mindspore.train import Callback
from _h import case


def my_func(x):
    arr = np.zeros((2, 2))
    return ({"originally_tensor": x, "originally_numpy": arr, "originally_dict": {"dd": x},
             "originally_int": 1, "originally_bool": True, "originally_float": 1.0}, x, arr)


def create(n, batch):
    data = ds.NumpySlicesDataset(np.arange(n * 3, dtype=np.float32).reshape(n, 3), column_names=["image"],
                                 shuffle=False)
    data = data.map(operations=my_func, input_columns=["image"],
                    output_columns=["dict", "originally_tensor", "originally_numpy"])
    if batch:
        data = data.batch(2, per_batch_map=lambda c1, c2, c3, info: (c1, c2, c3))
    return data


def tdesc(v):
    if isinstance(v, Tensor):
        return ("T", str(v.dtype), v.shape)
    if isinstance(v, np.ndarray):
        return ("nd", str(v.dtype), v.shape)
    if isinstance(v, dict):
        return {k: tdesc(x) for k, x in sorted(v.items())}
    if isinstance(v, (list, tuple)):
        return [tdesc(x) for x in v]
    return (type(v).__name__, v)


seen = []


class Net(nn.Cell):
    def construct(self, x, y, z):
        seen.append((tdesc(x), tdesc(y), tdesc(z)))
        return y.sum()


def train(batch, epochs=1):
    seen.clear()
    Model(Net()).train(epochs, create(4, batch), dataset_sink_mode=False)
    return seen[:2], len(seen)


case("pyobj.train.nobatch", lambda: train(False))
case("pyobj.train.batch", lambda: train(True))
case("pyobj.train.2epochs", lambda: train(True, 2))
case("pyobj.iter.nobatch", lambda: [tdesc(r) for r in create(2, False).create_tuple_iterator(num_epochs=1)])
case("pyobj.iter.batch", lambda: [tdesc(r) for r in create(4, True).create_tuple_iterator(num_epochs=1)])
case("pyobj.iter.numpy", lambda: [tdesc(r) for r in create(2, False).create_tuple_iterator(num_epochs=1,
                                                                                         output_numpy=True)])
case("pyobj.dict_iter", lambda: [tdesc(r) for r in create(2, True).create_dict_iterator(num_epochs=1)])
case("pyobj.types", lambda: [str(t) for t in create(2, False).output_types()])
case("pyobj.shapes", lambda: create(2, False).output_shapes())


class Sq(nn.Cell):
    def construct(self, x):
        return ops.square(x)


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.loss = []

    def step_end(self, rc):
        self.loss.append(tdesc(rc.original_args().net_outputs))


class Src:
    def __init__(self, data):
        self.data = data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]


def empty(sink, data):
    cb = Rec()
    Model(Sq()).train(1, ds.GeneratorDataset(Src(data), ["A"], shuffle=False), callbacks=[cb],
                      dataset_sink_mode=sink, sink_size=-1)
    return cb.loss


for sink in (False, True):
    case(f"empty.sink{sink}", lambda: empty(sink, [np.array([]), [[]]]))
    case(f"empty.f32.sink{sink}", lambda: empty(sink, [np.zeros((0, 3), np.float32), np.zeros((2, 0), np.float32)]))
    case(f"empty.int.sink{sink}", lambda: empty(sink, [np.zeros((0,), np.int32)]))
case("empty.cell", lambda: tdesc(Sq()(Tensor(np.zeros((0, 2), np.float32)))))
case("empty.cell_f64", lambda: tdesc(Sq()(Tensor(np.array([])))))
