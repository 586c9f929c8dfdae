"""amp.auto_mixed_precision(net, "O1") casts the primitives on MindSpore 2.10's O1 white list (MatMul,
BatchMatMul, ReLU, Conv2D... and the white-listed Cells): ops.mm, ops.bmm, P.MatMul and P.BatchMatMul compute in
float16, but ops.matmul, Tensor.matmul, ``@``, mint.matmul (MatMulExt) and ops.dense (Dense) keep float32.
msgraph had run all of them in float16 (results rounded to float16 values; silent).  Found by adapting st
mix_precision tests to functional forms (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, amp, mint
from _conf import emit

A = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 7 + 0.01)
B = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 9 - 0.3)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mm = ops.MatMul()
        self.bmm = ops.BatchMatMul()
        self.fc = nn.Dense(3, 2, weight_init=Tensor(np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)),
                           bias_init="zeros")

    def construct(self, a, b):
        a3, b3 = a.reshape(1, 4, 3), b.reshape(1, 3, 4)
        return (ops.matmul(a, b), a.matmul(b), a @ b, mint.matmul(a, b), ops.dense(a, b.T),
                ops.mm(a, b), self.mm(a, b), ops.bmm(a3, b3), self.bmm(a3, b3), ops.matmul(a3, b3),
                self.fc(a), ops.matmul(a, b) + self.mm(a, b))


net = amp.auto_mixed_precision(Net(), "O1")
out = net(A, B)
names = ("ops_matmul", "tensor_matmul", "at", "mint_matmul", "ops_dense", "ops_mm", "P_MatMul", "ops_bmm",
         "P_BatchMatMul", "ops_matmul_3d", "nn_dense", "sum")
for n, o in zip(names, out):
    emit(n, o, rtol=1e-6, atol=1e-7)
