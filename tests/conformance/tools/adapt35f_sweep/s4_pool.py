"""interpolate / upsample / pad modes, lp_pool, max_unpool, pooling with odd geometry, and their gradients."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _h import *

DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64}
x3 = np.array([[[1.0, -2.0, 3.0, 0.5, 4.0], [2.0, 0.0, -1.0, 5.0, 1.5]]])            # (1, 2, 5)
x4 = (np.arange(2 * 2 * 5 * 3) % 7 - 3.0).reshape(2, 2, 5, 3) * 0.5                 # (2, 2, 5, 3)
x5 = (np.arange(1 * 2 * 3 * 4 * 3) % 5 - 2.0).reshape(1, 2, 3, 4, 3)                 # (1, 2, 3, 4, 3)
U3 = ["ops.interpolate(a, size=8)", "ops.interpolate(a, size=3)", "ops.interpolate(a, scale_factor=2.0)", "ops.interpolate(a, size=8, mode='linear')",
      "ops.interpolate(a, size=8, mode='linear', align_corners=True)", "ops.interpolate(a, size=3, mode='linear')", "ops.interpolate(a, scale_factor=1.5, mode='linear')",
      "ops.interpolate(a, scale_factor=1.5, mode='linear', recompute_scale_factor=True)", "ops.interpolate(a, size=7, mode='area')",
      "ops.interpolate(a, size=2, mode='area')", "ops.interpolate(a, size=7, mode='nearest-exact')", "ops.upsample(a, size=7)",
      "ops.pad(a, (1, 2))", "ops.pad(a, (2, 1), 'reflect')", "ops.pad(a, (2, 3), 'replicate')", "ops.pad(a, (3, 1), 'circular')",
      "ops.pad(a, (-1, 2))", "ops.pad(a, (1, 1), value=2.5)", "ops.pad(a, (1, 1, 1, 0))", "mint.nn.functional.pad(a, (2, 1), 'reflect')",
      "ops.lp_pool1d(a, 1, 3, 1)", "ops.lp_pool1d(a, 2, 2)", "ops.lp_pool1d(a, 2, 3, 2, True)", "ops.lp_pool1d(a, 3.0, 2, 1)",
      "ops.lp_pool1d(a, float('inf'), 2)", "ops.max_pool1d(a, 2)" if False else "ops.avg_pool1d(a, 3, 2)", "ops.avg_pool1d(a, 2, 2, 1)",
      "ops.avg_pool1d(a, 3, 2, 0, True)", "ops.avg_pool1d(a, 3, 1, 1, False, False)", "ops.adaptive_avg_pool1d(a, 3)", "ops.adaptive_max_pool1d(a, 3)",
      "ops.adaptive_max_pool1d(a, 2)", "ops.adaptive_max_pool1d(a, 7)", "nn.AvgPool1d(3, 2, 'same')(a)", "nn.MaxPool1d(2, 2, 'same')(a)",
      "nn.MaxPool1d(3, 2, 'pad', 1, ceil_mode=True)(a)", "nn.LPPool1d(2, 3, 2)(a)", "ops.max_unpool1d(*ops.max_pool2d(a[:, :, None], (1, 2), (1, 2), return_indices=True), 2)" if False else "ops.max_unpool1d(a, (a.abs() * 0 + Tensor([0, 3, 5, 6, 9], ms.int64)).astype(ms.int64), 2)",
      "ops.max_unpool1d(a, ms.Tensor(np.array([[[0, 2, 4, 6, 8], [1, 3, 5, 7, 9]]]), ms.int64), 2, output_size=(10,))"]
for dn, dt in DT.items():
    x = Tensor(x3, dt)
    for e in U3:
        case("%s %s" % (e, dn), e, x)
U4 = ["ops.interpolate(a, size=(7, 4))", "ops.interpolate(a, scale_factor=(0.5, 1.5))", "ops.interpolate(a, size=(3, 5), mode='bilinear')",
      "ops.interpolate(a, size=(3, 5), mode='bilinear', align_corners=True)", "ops.interpolate(a, scale_factor=(1.5, 0.7), mode='bilinear')",
      "ops.interpolate(a, scale_factor=(1.5, 0.7), mode='bilinear', recompute_scale_factor=True)", "ops.interpolate(a, size=(6, 4), mode='bicubic')",
      "ops.interpolate(a, size=(6, 4), mode='bicubic', align_corners=True)", "ops.interpolate(a, size=(2, 2), mode='area')",
      "ops.interpolate(a, size=(4, 5), mode='area')", "ops.interpolate(a, size=(7, 4), mode='nearest-exact')", "ops.upsample(a, scale_factor=2.0, mode='bilinear')",
      "ops.pad(a, (1, 2, 0, 1))", "ops.pad(a, (2, 1, 1, 3), 'reflect')", "ops.pad(a, (2, 3, 4, 0), 'replicate')", "ops.pad(a, (1, 2, 2, 1), 'circular')",
      "ops.pad(a, (-1, 1, 1, -2))", "ops.pad(a, (1, 1, 1, 1, 1, 1))", "ops.lp_pool2d(a, 1, 3, 1)", "ops.lp_pool2d(a, 2, (2, 3), (2, 1))",
      "ops.lp_pool2d(a, 2, 2, 2, True)", "ops.lp_pool2d(a, 1.5, (3, 2))", "ops.avg_pool2d(a, 3, 2)", "ops.avg_pool2d(a, (3, 2), 1, 1)",
      "ops.avg_pool2d(a, 3, 2, 1, True, False)", "ops.avg_pool2d(a, 2, 2, 0, True, True, 3)", "ops.max_pool2d(a, 3, 2)", "ops.max_pool2d(a, (3, 2), 2, 1, ceil_mode=True)",
      "ops.max_pool2d(a, 2, 1, 0, 2)", "ops.max_pool2d(a, 2, 2, return_indices=True)", "ops.max_pool2d(a, 3, 2, 1, return_indices=True, ceil_mode=True)",
      "ops.max_unpool2d(*ops.max_pool2d(a, 2, 2, return_indices=True), 2, 2)", "ops.max_unpool2d(*ops.max_pool2d(a, 2, 2, return_indices=True), 2, 2, output_size=(5, 3))",
      "ops.max_unpool2d(*ops.max_pool2d(a, 3, 2, 1, return_indices=True), 3, 2, 1)", "ops.adaptive_avg_pool2d(a, (2, 2))", "ops.adaptive_avg_pool2d(a, (4, None))",
      "ops.adaptive_max_pool2d(a, (3, 2))", "ops.adaptive_max_pool2d(a, 2, True)", "nn.AvgPool2d(3, 2, 'same')(a)", "nn.MaxPool2d(3, 2, 'valid')(a)",
      "nn.MaxPool2d(2, 1, 'pad', 1, 2)(a)", "nn.LPPool2d(2, 2, 2)(a)", "nn.ReflectionPad2d((1, 1, 2, 0))(a)", "nn.ZeroPad2d(1)(a)",
      "nn.ReplicationPad2d((0, 1, 2, 1))(a)", "nn.Upsample(scale_factor=2.0, mode='nearest')(a)", "nn.Upsample(size=(4, 4), mode='bilinear', align_corners=True)(a)",
      "ops.fractional_max_pool2d(a, 2, output_size=(3, 2), _random_samples=Tensor(np.full((2, 2, 2), 0.5), a.dtype))" if False else "ops.pixel_shuffle(a[:, :1].repeat(4, 1), 2)",
      "ops.unfold(a, 2)" if False else "ops.fold(ops.unfold(a, 2), (5, 3), 2)" if False else "ops.unfold(a, (2, 2), 1, 0, 1)",
      "ops.max_pool2d(a[:, :, ::2], 2, 1)", "ops.avg_pool2d(a.transpose(0, 1, 3, 2), 2)", "ops.channel_shuffle(a.repeat(2, 1), 2)"]
for dn, dt in DT.items():
    x = Tensor(x4, dt)
    for e in U4:
        case("%s %s" % (e, dn), e, x)
U5 = ["ops.interpolate(a, size=(4, 2, 5))", "ops.interpolate(a, size=(4, 2, 5), mode='trilinear')", "ops.interpolate(a, size=(4, 2, 5), mode='trilinear', align_corners=True)",
      "ops.interpolate(a, scale_factor=(1.5, 0.5, 2.0), mode='trilinear')", "ops.interpolate(a, size=(2, 2, 2), mode='area')",
      "ops.pad(a, (1, 1, 0, 2, 1, 0))", "ops.pad(a, (1, 1, 2, 0, 1, 1), 'reflect')", "ops.pad(a, (2, 1, 1, 1, 1, 2), 'replicate')", "ops.pad(a, (1, 1, 1, 1, 1, 1), 'circular')",
      "ops.avg_pool3d(a, 2, 1)", "ops.avg_pool3d(a, (2, 3, 2), 2, 1, True, False)", "ops.max_pool3d(a, 2, 1)", "ops.max_pool3d(a, 2, 2, 1, return_indices=True, ceil_mode=True)",
      "ops.max_unpool3d(*ops.max_pool3d(a, 2, 1, return_indices=True), 2, 1)", "ops.adaptive_avg_pool3d(a, (2, 3, 2))", "ops.adaptive_max_pool3d(a, (2, 2, 1))",
      "ops.adaptive_max_pool3d(a, (2, 2, 1), True)", "nn.AvgPool3d(2, 1)(a)", "nn.MaxPool3d(2, 2, 1, ceil_mode=True)(a)", "nn.AdaptiveMaxPool3d((1, 2, 2))(a)"]
for dn, dt in DT.items():
    x = Tensor(x5, dt)
    for e in U5:
        case("%s %s" % (e, dn), e, x)
sp = Tensor(np.array([[[[np.nan, 1.0, -np.inf], [2.0, np.inf, 0.0], [-0.0, 3.0, 1.0]]]], np.float32))
for e in ["ops.max_pool2d(a, 2, 1)", "ops.avg_pool2d(a, 2, 1)", "ops.lp_pool2d(a, 2, 2, 1)", "ops.adaptive_max_pool2d(a, 2)", "ops.max_pool2d(a, 2, 1, return_indices=True)",
          "ops.interpolate(a, size=(5, 5), mode='bilinear')", "ops.interpolate(a, size=(2, 2), mode='area')", "ops.pad(a, (1, 1, 1, 1), 'reflect')",
          "ops.adaptive_avg_pool2d(a, 2)", "ops.lp_pool2d(a, 1, 2, 1)"]:
    case("sp " + e, e, sp)
G3 = ["ops.interpolate(a, size=8, mode='linear')", "ops.interpolate(a, size=3, mode='linear', align_corners=True)", "ops.interpolate(a, size=7, mode='area')",
      "ops.interpolate(a, size=8)", "ops.pad(a, (2, 1), 'reflect')", "ops.pad(a, (2, 3), 'replicate')", "ops.pad(a, (3, 1), 'circular')", "ops.pad(a, (-1, 2))",
      "ops.lp_pool1d(a, 2, 3, 2, True)", "ops.lp_pool1d(a, 1, 2)", "ops.avg_pool1d(a, 3, 2, 1, True)", "ops.adaptive_max_pool1d(a, 3)", "ops.adaptive_avg_pool1d(a, 3)",
      "ops.max_unpool1d(a, ms.Tensor(np.array([[[0, 2, 4, 6, 8], [1, 3, 5, 7, 9]]]), ms.int64), 2)"]
G4 = ["ops.interpolate(a, size=(3, 5), mode='bilinear')", "ops.interpolate(a, size=(6, 4), mode='bicubic')", "ops.interpolate(a, size=(7, 4))",
      "ops.interpolate(a, size=(2, 2), mode='area')", "ops.pad(a, (2, 1, 1, 3), 'reflect')", "ops.pad(a, (1, 2, 2, 1), 'circular')", "ops.pad(a, (2, 3, 4, 0), 'replicate')",
      "ops.lp_pool2d(a, 2, (2, 3), (2, 1))", "ops.lp_pool2d(a, 1, 3, 1)", "ops.avg_pool2d(a, 3, 2, 1, True, False)", "ops.max_pool2d(a, (3, 2), 2, 1, ceil_mode=True)",
      "ops.max_pool2d(a, 2, 1, 0, 2)", "ops.max_unpool2d(*ops.max_pool2d(a, 2, 2, return_indices=True), 2, 2)", "ops.adaptive_max_pool2d(a, (3, 2))",
      "ops.adaptive_avg_pool2d(a, (4, 2))", "nn.MaxPool2d(3, 2, 'same')(a)"]
G5 = ["ops.interpolate(a, size=(4, 2, 5), mode='trilinear')", "ops.pad(a, (1, 1, 2, 0, 1, 1), 'reflect')", "ops.avg_pool3d(a, (2, 3, 2), 2, 1, True, False)",
      "ops.max_pool3d(a, 2, 2, 1, ceil_mode=True)", "ops.adaptive_max_pool3d(a, (2, 2, 1))", "ops.max_unpool3d(*ops.max_pool3d(a, 2, 1, return_indices=True), 2, 1)"]
w3 = np.arange(1, 200, dtype=np.float64)
for dn in ["f32", "f64"]:
    for src, gl in [(x3, G3), (x4, G4), (x5, G5)]:
        for e in gl:
            gcase("g %s %s" % (e, dn), "((%s) * Tensor(np.arange(1, 1 + ops.size(%s)).reshape(%s.shape), a.dtype)).sum()" % (e, e, e) if False
                  else "(ops.sin(%s) * 3).sum()" % e, Tensor(src, DT[dn]))
run()
