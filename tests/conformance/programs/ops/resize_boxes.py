import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops import operations as P
from _conf import emit

img = Tensor(np.arange(12, dtype=np.float32).reshape(1, 1, 3, 4))


@ms.jit
def resize(a):
    return (P.ResizeBilinearV2()(a, (5, 6)), P.ResizeBilinearV2(align_corners=True)(a, (5, 6)),
            P.ResizeNearestNeighbor((5, 6))(a), P.ResizeNearestNeighbor((5, 6), align_corners=True)(a),
            P.ResizeNearestNeighbor((2, 3))(a))


emit("resize", resize(img), rtol=1e-5, atol=1e-6)
emit("interpolate", (ops.interpolate(img, size=(5, 6), mode="nearest"), ops.interpolate(img, size=(5, 6), mode="bilinear"),
                     ops.interpolate(img, size=(5, 6), mode="bilinear", align_corners=True)), rtol=1e-5, atol=1e-6)
emit("interpolate_scale", ops.interpolate(img, scale_factor=(2.0, 2.0), mode="nearest", recompute_scale_factor=True))


def loss(a):
    return (P.ResizeBilinearV2()(a, (5, 6)) * Tensor(np.arange(30, dtype=np.float32).reshape(1, 1, 5, 6))).sum() + \
        (P.ResizeNearestNeighbor((5, 7))(a) ** 2).sum()


emit("grad", ops.GradOperation()(loss)(img), rtol=1e-5, atol=1e-5)
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(img), rtol=1e-5, atol=1e-5)

a = Tensor(np.array([[0, 0, 10, 10], [5, 5, 15, 15]], np.float32))
g = Tensor(np.array([[0, 0, 10, 10], [0, 0, 5, 5], [2, 2, 8, 12]], np.float32))
emit("iou", ops.IOU()(a, g), rtol=1e-6)
emit("iof", ops.IOU(mode="iof")(a, g), rtol=1e-6)
enc = ops.BoundingBoxEncode(means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0))
emit("encode", enc(a, Tensor(np.array([[1, 1, 9, 12], [4, 6, 16, 14]], np.float32))), rtol=1e-5, atol=1e-6)
dec = ops.BoundingBoxDecode(max_shape=(768, 1280), means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0),
                            wh_ratio_clip=0.016)
emit("decode", dec(a, Tensor(np.array([[0.1, 0.2, 0.3, -0.1], [1.0, -1.0, 0.5, 0.5]], np.float32))), rtol=1e-5)
