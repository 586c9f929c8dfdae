import numpy as np, json, sys, os
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from mindspore.dataset.vision import Inter, Border
import mindspore.common.dtype as mstype
ds.config.set_num_parallel_workers(1)
import os
D = os.environ.get("UT_DATA", "/tmp/mst2/tests/ut/data/dataset/")
cases = {
 "pil1": lambda: [V.Decode(True), V.CenterCrop([32, 32])],
 "pil2": lambda: [V.Decode(True), V.CenterCrop([24, 24]), V.ToTensor(), V.RandomHorizontalFlip(), V.VerticalFlip()],
 "compose": lambda: T.Compose([V.Decode(True), V.CenterCrop([32, 32])]),
 "rapply": lambda: T.RandomApply([V.RandomColorAdjust(), V.FiveCrop(1), V.Grayscale()]),
 "c2py": lambda: [V.Decode(), V.RandomSolarize((0, 127)), V.ToPIL(), V.CenterCrop([64, 64])],
 "pilops": lambda: [V.ToPIL(), V.Pad(padding=[100, 100, 100, 100], fill_value=150, padding_mode=Border.REFLECT), V.RandomAffine(degrees=15, translate=(-0.1, 0.1, 0, 0), scale=(0.9, 1.1), resample=Inter.NEAREST), V.Resize(10), V.RandomCrop(5), V.RandomHorizontalFlip(), V.Normalize([1.,2.,3.],[1.,1.,1.]), V.RandomResizedCrop(size=150, interpolation=Inter.BICUBIC), V.RandomRotation(10), V.RandomColorAdjust()],
}
for name in (sys.argv[1:] or cases):
    try:
        d = ds.ImageFolderDataset(D+"testPK/data", num_samples=2, shuffle=False)
        d = d.map(operations=cases[name](), input_columns=["image"])
        s = ds.serialize(d)
        print("##", name, json.dumps(s["operations"]))
    except Exception as e:
        print("##", name, "ERR", type(e).__name__, str(e).split("\n")[0][:300])
d = ds.ImageFolderDataset(D+"testPK/data", num_samples=2, shuffle=False).batch(2)
ds.serialize(d, "f.json"); print(repr(open("f.json").read()[:200]))
d2 = ds.deserialize(json_filepath="f.json"); print("size", d2.get_dataset_size(), d2.get_col_names(), d2.output_types())
d3 = ds.deserialize(input_dict=ds.serialize(d)); print("size", d3.get_dataset_size())
print(ds.compare(d, d2))
try:
    print(ds.deserialize())
except Exception as e: print("E", type(e).__name__, e)
try:
    print(ds.deserialize(json_filepath="nofile.json").get_dataset_size())
except Exception as e: print("E", type(e).__name__, str(e)[:300])
try:
    print(ds.serialize(d, "/nonexist/dir/f.json"))
except Exception as e: print("E", type(e).__name__, str(e)[:300])
try:
    print(ds.deserialize(input_dict={"op_type": "Foo", "children": []}).get_dataset_size())
except Exception as e: print("E", type(e).__name__, str(e)[:300])
