"""MindSpore 2.10 prints a Tensor that wraps a host numpy array -- Tensor.from_numpy, ms.from_numpy, the Tensors a
dataset iterator yields -- with numpy's formatting (``value= [ 0.5, -2. ]``, numpy's summarization), while a
Tensor made by Tensor(array) or computed by an op prints in its own ``5.00000000e-01`` form (found running the
dataset sampler tutorial, tutorials/source_en/dataset/sampler.md).  msgraph printed every Tensor the second way."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import Tensor, ops
from _conf import emit

MODES = ("pynative",)

t = Tensor.from_numpy(np.array([[1.0, 2.5], [3.0, -4.0]], np.float32))
emit("from_numpy_2d", repr(t))
emit("from_numpy_in_list", str([t]))
emit("from_numpy_str", str(t))
emit("after_op_input", (ops.add(t, 1) is not None, repr(t)))
emit("op_output", repr(ops.add(t, 1)))
emit("getitem", repr(t[0]))
emit("ms_from_numpy_int", repr(ms.from_numpy(np.arange(6, dtype=np.int32))))
emit("bool", repr(Tensor.from_numpy(np.array([True, False]))))
emit("summarized", repr(Tensor.from_numpy(np.arange(2000, dtype=np.float32))))
emit("float16", repr(Tensor.from_numpy(np.array([1.5, 2.25], np.float16))))
emit("zero_dim", repr(Tensor.from_numpy(np.array(3.5))))
emit("small_large", repr(Tensor.from_numpy(np.array([1e-5, 1e5], np.float32))))
emit("tensor_copy_ctor", repr(Tensor(np.array([0.1, 0.2, 0.3], np.float32))))

data = ds.NumpySlicesDataset({"x": np.array([[1.0, 1.0], [0.5, -2.0]]), "y": np.array([[0.0], [1.5]], np.float32)},
                             shuffle=False)
emit("tuple_rows", [str(row) for row in data.create_tuple_iterator()])
emit("dict_rows", [str(row) for row in data.create_dict_iterator()])


def gen():
    for i in range(2):
        yield np.array([i, i + 0.5]), np.array(i)


rows = list(ds.GeneratorDataset(gen, ["a", "b"], shuffle=False).create_tuple_iterator())
emit("generator_rows", [str(r) for r in rows])
emit("generator_row_plus_one", repr(rows[0][0] + 1))
