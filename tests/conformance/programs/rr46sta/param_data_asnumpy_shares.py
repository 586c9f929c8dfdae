"""``param.data.asnumpy()`` is the Parameter's storage in MindSpore 2.10 (CPU): a write into that array reaches the
Parameter, and the network's next output uses it.  MindSpore's own gradient checker (tests/mindspore_test_framework
check_gradient / check_jacobian, used by st pynative/test_framstruct) perturbs weights this way to compute its numeric
Jacobian.  msgraph returned a copy there (``param.asnumpy()`` already shared): the write was lost, the numeric
Jacobian of a Dense bias came out zeros.  Also: a Tensor's and a Parameter's own asnumpy(), and a view's copy."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit

p = Parameter(Tensor(np.zeros(3, np.float32)), name="p")
a = p.data.asnumpy()
a[2] = 7.0
emit("param_data_write", p.value())
a.ravel().view()[0] += 0.5
emit("param_data_ravel_write", p.value())
b = p.asnumpy()
b[1] = 5.0
emit("param_asnumpy_write", p.value())
emit("param_data_array_after", a)

t = Tensor(np.arange(4, dtype=np.float32))
c = t.asnumpy()
c[0] = 9.0
emit("tensor_asnumpy_write", t)
v = t[1:]
w = v.asnumpy()
w[0] = -1.0
emit("view_asnumpy_copy", t)

dense = nn.Dense(2, 3, weight_init="ones", bias_init="zeros")
x = Tensor(np.array([[1.0, 2.0]], np.float32))
emit("dense_before", dense(x))
bias = dense.bias.data.asnumpy()
bias.ravel().view()[1] += 1e-3
emit("dense_bias_perturbed", dense(x))
weight = dense.weight.data.asnumpy()
weight[0, 0] -= 2.0
emit("dense_weight_perturbed", dense(x))
emit("dense_bias_param", dense.bias.value())
