import numpy as np, json, sys
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
import mindspore.dataset.text as TX
from mindspore.dataset.vision import Inter, Border
import mindspore.common.dtype as mstype
ds.config.set_num_parallel_workers(1)
import os
D = os.environ.get("UT_DATA", "/tmp/mst2/tests/ut/data/dataset/")
ops = {
 "TypeCast": lambda: T.TypeCast(mstype.int32), "TypeCastnp": lambda: T.TypeCast(np.float16),
 "Fill": lambda: T.Fill(3), "OneHot": lambda: T.OneHot(10), "OneHot2": lambda: T.OneHot(10, 0.1),
 "Compose": lambda: T.Compose([V.Decode(), V.Resize(4)]), "RandomApply": lambda: T.RandomApply([V.Decode(), V.Resize(4)], 0.3),
 "RandomChoice": lambda: T.RandomChoice([V.Resize(4), V.Resize(5)]), "Duplicate": lambda: T.Duplicate(), "Concatenate": lambda: T.Concatenate(0),
 "Mask": lambda: T.Mask(T.Relational.EQ, 3), "PadEnd": lambda: T.PadEnd([4], 0), "Slice": lambda: T.Slice(1), "Unique": lambda: T.Unique(),
 "Decode": lambda: V.Decode(), "DecodePIL": lambda: V.Decode(True), "Resize": lambda: V.Resize((250, 300), interpolation=Inter.LINEAR), "Resize1": lambda: V.Resize(32),
 "Rescale": lambda: V.Rescale(1/255.0, 0.0), "Normalize": lambda: V.Normalize([121.0, 115.0, 100.0], [70.0, 68.0, 71.0]),
 "NormalizeCHW": lambda: V.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225], is_hwc=False),
 "HWC2CHW": lambda: V.HWC2CHW(), "CenterCrop": lambda: V.CenterCrop([32, 32]), "CenterCrop1": lambda: V.CenterCrop(32),
 "RandomCrop": lambda: V.RandomCrop([512, 512], [200, 200, 200, 200], fill_value=(0, 124, 255)), "RandomCrop1": lambda: V.RandomCrop(32),
 "RandomHorizontalFlip": lambda: V.RandomHorizontalFlip(), "RandomHorizontalFlip3": lambda: V.RandomHorizontalFlip(0.3), "RandomVerticalFlip": lambda: V.RandomVerticalFlip(),
 "HorizontalFlip": lambda: V.HorizontalFlip(), "VerticalFlip": lambda: V.VerticalFlip(),
 "RandomRotation": lambda: V.RandomRotation((0, 90), expand=True, resample=Inter.BILINEAR, center=(50, 50), fill_value=150),
 "RandomRotation1": lambda: V.RandomRotation(30),
 "Rotate": lambda: V.Rotate(degrees=45, resample=Inter.BILINEAR),
 "RandomColorAdjust": lambda: V.RandomColorAdjust(), "RandomColorAdjust2": lambda: V.RandomColorAdjust(brightness=(0.5, 0.5)),
 "RandomCropDecodeResize": lambda: V.RandomCropDecodeResize(250), "RandomResizedCrop": lambda: V.RandomResizedCrop(size=150, interpolation=Inter.BICUBIC),
 "RandomAffine": lambda: V.RandomAffine(degrees=15, translate=(0.1, 0.1), scale=(0.9, 1.1)),
 "RandomSharpness": lambda: V.RandomSharpness(), "RandomColor": lambda: V.RandomColor(), "Invert": lambda: V.Invert(), "AutoContrast": lambda: V.AutoContrast(),
 "Equalize": lambda: V.Equalize(), "UniformAugment": lambda: V.UniformAugment([V.Invert(), V.Equalize()], num_ops=1),
 "Pad": lambda: V.Pad(padding=[100, 100, 100, 100], fill_value=150, padding_mode=Border.REFLECT), "Pad1": lambda: V.Pad(4),
 "RandomSolarize": lambda: V.RandomSolarize((0, 127)), "Crop": lambda: V.Crop([5, 5], [40, 60]), "ToTensor": lambda: V.ToTensor(), "ToPIL": lambda: V.ToPIL(),
 "ToNumpy": lambda: V.ToNumpy(), "Grayscale": lambda: V.Grayscale(), "FiveCrop": lambda: V.FiveCrop(1), "RandomPerspective": lambda: V.RandomPerspective(0.3, 1.0, Inter.LINEAR),
 "ConvertColor": lambda: V.ConvertColor(V.ConvertMode.COLOR_BGR2RGB), "CutOut": lambda: V.CutOut(4), "RandomErasing": lambda: V.RandomErasing(),
 "Perspective": lambda: V.Perspective([[0, 63], [63, 63], [63, 0], [0, 0]], [[0, 63], [63, 63], [63, 0], [0, 0]], Inter.BILINEAR),
 "AdjustBrightness": lambda: V.AdjustBrightness(2.0), "RandomResize": lambda: V.RandomResize(32), "Affine": lambda: V.Affine(10, [1,1], 1.0, [0.0, 0.0]),
 "GaussianBlur": lambda: V.GaussianBlur(3), "Rgb2Hsv": lambda: V.RgbToHsv(), "RandomGrayscale": lambda: V.RandomGrayscale(),
 "MixUpBatch": lambda: V.MixUpBatch(), "CutMixBatch": lambda: V.CutMixBatch(V.ImageBatchFormat.NHWC), "RandomPosterize": lambda: V.RandomPosterize(), "Posterize": lambda: V.Posterize(4),
 "ResizeWithBBox": lambda: V.ResizeWithBBox(10), "RescaleCHW": lambda: V.Rescale(0.5, 1.0), "NormalizePad": lambda: V.NormalizePad([1.,2.,3.],[1.,1.,1.]),
 "LinearTransformation": lambda: V.LinearTransformation(np.eye(3,dtype=np.float32), np.zeros(3,np.float32)),
 "ToType": lambda: V.ToType(np.float32), "TXToNumber": lambda: TX.ToNumber(mstype.int32),
}
sel = sys.argv[1:]
for name, mk in ops.items():
    if sel and name not in sel: continue
    try:
        d = ds.ImageFolderDataset(D+"testPK/data", num_samples=2, shuffle=False)
        d = d.map(operations=mk(), input_columns=["image"])
        s = ds.serialize(d)
        print("##", name, json.dumps(s["operations"]))
    except Exception as e:
        print("##", name, "ERR", type(e).__name__, str(e).split("\n")[0][:300])
