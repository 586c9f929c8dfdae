import sys
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
xs = [np.linspace(-6, 6, 20001), np.geomspace(1e-30, 1.0, 3001), -np.geomspace(1e-30, 1.0, 3001)]
x = np.concatenate(xs).astype(np.float32)
out = {"x": x}
out["ops_tanh"] = ops.gelu(Tensor(x), approximate="tanh").asnumpy()
out["ops_none"] = ops.gelu(Tensor(x), approximate="none").asnumpy()
out["P_GeLU"] = ops.GeLU()(Tensor(x)).asnumpy()
out["nn_gelu_tanh"] = ms.nn.GELU(approximate=True)(Tensor(x)).asnumpy()
try:
    out["mint_tanh"] = ms.mint.nn.functional.gelu(Tensor(x), approximate="tanh").asnumpy()
except Exception as e:
    print("mint", type(e).__name__)
out["x64"] = ops.gelu(Tensor(x.astype(np.float64)), approximate="tanh").asnumpy()
out["f16"] = ops.gelu(Tensor(x.astype(np.float16)), approximate="tanh").asnumpy()
np.savez(sys.argv[1], **out)
