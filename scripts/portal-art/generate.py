"""Draws the portal's illustrations (public/portal/*.svg). Deterministic; run again after edits:
python3 scripts/portal-art/generate.py. Each drawing exists plain (for the dark page banners) and
as a '-card' variant on a navy panel (for light sections)."""
import math, os

OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'public', 'portal')
os.makedirs(OUT, exist_ok=True)
W, H = 480, 360
BLUE, CYAN, LIGHT, WHITE = '#409EFF', '#36CFC9', '#7CC0FF', '#FFFFFF'

def defs():
    return ('<defs><radialGradient id="glow"><stop offset="0" stop-color="#7CC0FF" stop-opacity=".9"/>'
            '<stop offset="1" stop-color="#409EFF" stop-opacity="0"/></radialGradient>'
            '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5aa9ff"/>'
            '<stop offset="1" stop-color="#1d5fa8"/></linearGradient>'
            '<linearGradient id="face2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#36CFC9"/>'
            '<stop offset="1" stop-color="#1d7fa8"/></linearGradient></defs>')

def node(x, y, r=6, c=LIGHT):
    return f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{r*2.4:.0f}" fill="url(#glow)" opacity=".55"/><circle cx="{x:.0f}" cy="{y:.0f}" r="{r}" fill="{c}"/>'

def line(x1, y1, x2, y2, c=LIGHT, o=.55, w=1.5, dash=None):
    d = f' stroke-dasharray="{dash}"' if dash else ''
    return f'<path d="M{x1:.0f} {y1:.0f}L{x2:.0f} {y2:.0f}" stroke="{c}" stroke-opacity="{o}" stroke-width="{w}"{d}/>'

def cube(cx, cy, s, top='#9fd0ff', left='url(#face)', right='#174a86'):
    h = s * .58
    t = f'M{cx} {cy-h}L{cx+s} {cy}L{cx} {cy+h}L{cx-s} {cy}Z'
    l = f'M{cx-s} {cy}L{cx} {cy+h}L{cx} {cy+h+s}L{cx-s} {cy+s}Z'
    r = f'M{cx+s} {cy}L{cx} {cy+h}L{cx} {cy+h+s}L{cx+s} {cy+s}Z'
    return f'<path d="{l}" fill="{left}"/><path d="{r}" fill="{right}"/><path d="{t}" fill="{top}"/>'

def rhombus(cx, cy, w, h, fill, o=1, stroke=None):
    st = f' stroke="{stroke}" stroke-width="1.5"' if stroke else ''
    return f'<path d="M{cx} {cy-h}L{cx+w} {cy}L{cx} {cy+h}L{cx-w} {cy}Z" fill="{fill}" fill-opacity="{o}"{st}/>'

def home():
    s = []
    cx, cy = 240, 180
    for r, o in ((150, .18), (118, .28), (84, .4)):
        s.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{r}" ry="{r*.42:.0f}" fill="none" stroke="{LIGHT}" stroke-opacity="{o}" stroke-width="1.5"/>')
    pts = []
    for i, (r, a) in enumerate([(150, 20), (150, 140), (150, 250), (118, 80), (118, 200), (118, 320), (84, 10), (84, 130), (84, 260)]):
        x = cx + r * math.cos(math.radians(a)); y = cy + r * .42 * math.sin(math.radians(a))
        pts.append((x, y))
    for (x, y) in pts:
        s.append(line(cx, cy, x, y, o=.3))
    for i, (x, y) in enumerate(pts):
        s.append(node(x, y, 5 if i % 3 else 7, CYAN if i % 4 == 0 else LIGHT))
    s.append(f'<circle cx="{cx}" cy="{cy}" r="56" fill="url(#glow)"/>')
    s.append(f'<g transform="translate({cx-34} {cy-34}) scale(1.06)"><rect width="64" height="64" rx="14" fill="{BLUE}"/>'
             '<g fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"><path d="M32 10 51 21v22L32 54 13 43V21z"/>'
             '<path d="M32 10v44M13 21l38 22M51 21 13 43"/></g></g>')
    return ''.join(s)

def network():
    s = []
    cx, cy, R = 240, 180, 130
    s.append(f'<circle cx="{cx}" cy="{cy}" r="{R}" fill="#0f3a66" fill-opacity=".35" stroke="{LIGHT}" stroke-opacity=".5" stroke-width="1.5"/>')
    for k in (-2, -1, 0, 1, 2):
        ry = R * (1 - abs(k) * .0) ; y = cy + k * 44
        half = math.sqrt(max(R * R - (y - cy) ** 2, 0))
        s.append(f'<ellipse cx="{cx}" cy="{y:.0f}" rx="{half:.0f}" ry="{half*.18:.0f}" fill="none" stroke="{LIGHT}" stroke-opacity=".25"/>')
    for rx in (40, 85, 125):
        s.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{R}" fill="none" stroke="{LIGHT}" stroke-opacity=".25"/>')
    pts = [(150, 110), (232, 78), (320, 118), (348, 200), (292, 262), (196, 276), (132, 212), (240, 180), (270, 150), (200, 150)]
    edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 0), (7, 8), (7, 9), (7, 4), (7, 5), (8, 2), (9, 0), (9, 6), (8, 3), (1, 8), (1, 9)]
    for a, b in edges:
        s.append(line(*pts[a], *pts[b], o=.7, w=1.8))
    for i, p in enumerate(pts):
        s.append(node(*p, 8 if i == 7 else 5, CYAN if i in (1, 4, 7) else LIGHT))
    return ''.join(s)

def baas():
    s = []
    for i, (y, o) in enumerate(((270, .35), (225, .5), (180, .7))):
        s.append(rhombus(240, y, 170, 74, '#1d5fa8', o, LIGHT))
    for (x, y) in ((190, 150), (290, 150), (240, 122), (240, 178)):
        s.append(cube(x, y - 14, 30))
    s.append(line(240, 60, 240, 100, CYAN, .8, 2, '4 4'))
    s.append('<path d="M196 64h88a26 26 0 0 0-8-51 36 36 0 0 0-68 8 22 22 0 0 0-12 43z" transform="translate(0 -4)" fill="#0f3a66" stroke="#7CC0FF" stroke-width="2"/>')
    return ''.join(s)

def crosschain():
    s = []
    for side, x0, col in ((0, 70, 'url(#face)'), (1, 330, 'url(#face2)')):
        for i in range(4):
            y = 70 + i * 62
            s.append(f'<rect x="{x0}" y="{y}" width="80" height="44" rx="8" fill="{col}"/>')
            s.append(f'<rect x="{x0+12}" y="{y+12}" width="40" height="5" rx="2.5" fill="#fff" fill-opacity=".8"/><rect x="{x0+12}" y="{y+24}" width="26" height="5" rx="2.5" fill="#fff" fill-opacity=".5"/>')
            if i < 3:
                s.append(line(x0 + 40, y + 44, x0 + 40, y + 62, WHITE, .8, 3))
    s.append(f'<path d="M150 114C210 114 210 238 330 238" fill="none" stroke="{CYAN}" stroke-width="2.5" stroke-dasharray="6 6"/>')
    s.append(f'<path d="M330 114C270 114 270 238 150 238" fill="none" stroke="{LIGHT}" stroke-width="2.5" stroke-dasharray="6 6"/>')
    s.append(f'<circle cx="240" cy="176" r="34" fill="#0f3a66" stroke="{LIGHT}" stroke-width="2"/>')
    s.append('<g transform="translate(222 158)" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"><path d="M15 21a6 6 0 0 0 8.5 0l4.5-4.5a6 6 0 0 0-8.5-8.5l-1.5 1.5M21 15a6 6 0 0 0-8.5 0L8 19.5a6 6 0 0 0 8.5 8.5l1.5-1.5"/></g>')
    s.append(node(240, 176, 3, CYAN))
    return ''.join(s)

def deposit():
    s = []
    s.append('<rect x="150" y="40" width="170" height="220" rx="12" fill="#f4f8ff"/><path d="M280 40h40v40z" fill="#c6e2ff"/>')
    for i, w in enumerate((110, 130, 90, 120, 70)):
        s.append(f'<rect x="174" y="{78+i*24}" width="{w}" height="8" rx="4" fill="#9fc4ec"/>')
    s.append('<path d="M300 170l52 20v36c0 28-22 48-52 56-30-8-52-28-52-56v-36z" fill="url(#face2)" stroke="#fff" stroke-width="3"/>')
    s.append('<path d="M278 226l16 16 30-32" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>')
    for i in range(5):
        x = 92 + i * 64
        s.append(f'<rect x="{x}" y="300" width="44" height="30" rx="6" fill="{BLUE if i % 2 else "#1d5fa8"}"/>')
        if i < 4:
            s.append(line(x + 44, 315, x + 64, 315, LIGHT, .9, 3))
    s.append(line(235, 260, 235, 300, CYAN, .9, 2, '4 4'))
    return ''.join(s)

def construction():
    s = []
    pts = []
    for r in range(4):
        for c in range(5):
            x = 80 + c * 80 + (40 if r % 2 else 0); y = 70 + r * 72
            if x < 440:
                pts.append((x, y))
    for i, a in enumerate(pts):
        for b in pts[i + 1:]:
            d = math.dist(a, b)
            if d < 95:
                s.append(line(*a, *b, o=.45))
    hubs = {2, 6, 11, 15}
    for i, p in enumerate(pts):
        s.append(node(*p, 9 if i in hubs else 4.5, CYAN if i in hubs else LIGHT))
    for i in hubs:
        x, y = pts[i]
        s.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="22" fill="none" stroke="{CYAN}" stroke-opacity=".6" stroke-width="1.5"/>')
    return ''.join(s)

def solution():
    s = []
    cx, cy = 240, 180
    tiles = [(110, 80), (240, 55), (370, 80), (110, 280), (240, 305), (370, 280)]
    icons = ['M-10 8h20M-7 8v-12M0 8v-12M7 8v-12M-12-6l12-7 12 7',  # gov
             'M-12 8h24M-8 8v-8M0 8v-14M8 8v-4',  # finance
             'M-12-4h14v10h-14zM2 0h6l4 4v2h-10',  # logistics
             'M0 10s-10-6-10-13a5 5 0 0 1 10-3 5 5 0 0 1 10 3c0 7-10 13-10 13z',  # health
             'M-12 10v-10l6 4v-4l6 4v-12h6v18z',  # industry
             'M0-12v24M-12 10h24M-12-4h24M-9-4l-3 7a3 3 0 0 0 6 0zM9-4l-3 7a3 3 0 0 0 6 0z']  # justice
    for (x, y) in tiles:
        s.append(line(cx, cy, x, y, LIGHT, .5, 2, '5 5'))
    s.append(f'<circle cx="{cx}" cy="{cy}" r="70" fill="url(#glow)"/>')
    s.append(cube(cx, cy - 26, 42))
    for (x, y), ic in zip(tiles, icons):
        s.append(f'<rect x="{x-34}" y="{y-30}" width="68" height="60" rx="14" fill="#0f3a66" stroke="{LIGHT}" stroke-width="1.5"/>')
        s.append(f'<path d="{ic}" transform="translate({x} {y})" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>')
    return ''.join(s)

def resolution():
    s = []
    s.append('<rect x="60" y="70" width="280" height="64" rx="32" fill="#f4f8ff"/>')
    s.append('<text x="92" y="110" font-family="monospace" font-size="20" fill="#1d5fa8">did:bid:ef…</text>')
    s.append(f'<circle cx="330" cy="102" r="44" fill="none" stroke="{CYAN}" stroke-width="10"/><path d="M362 134l40 40" stroke="{CYAN}" stroke-width="14" stroke-linecap="round"/>')
    s.append(line(130, 134, 130, 300, LIGHT, .7, 2))
    for i, (w, lab) in enumerate(((150, 'publicKey'), (130, 'authentication'), (170, 'service'), (110, 'extension'))):
        y = 170 + i * 38
        s.append(line(130, y + 12, 158, y + 12, LIGHT, .7, 2))
        s.append(f'<rect x="158" y="{y}" width="{w+40}" height="26" rx="6" fill="{BLUE if i % 2 == 0 else "#1d5fa8"}"/>')
        s.append(f'<text x="170" y="{y+18}" font-family="monospace" font-size="13" fill="#fff">{lab}</text>')
    return ''.join(s)

def result():
    s = []
    s.append(line(70, 300, 420, 300, LIGHT, .8, 2))
    for i, h in enumerate((70, 110, 140, 190, 230)):
        x = 92 + i * 66
        s.append(f'<rect x="{x}" y="{300-h}" width="40" height="{h}" rx="6" fill="{"url(#face2)" if i == 4 else "url(#face)"}"/>')
    pts = [(112, 200), (178, 168), (244, 140), (310, 96), (376, 58)]
    s.append('<path d="M' + 'L'.join(f'{x} {y}' for x, y in pts) + f'" fill="none" stroke="{CYAN}" stroke-width="3"/>')
    for p in pts:
        s.append(node(*p, 5, WHITE))
    star = []
    for k in range(10):
        r = 20 if k % 2 == 0 else 8
        a = math.radians(-90 + k * 36)
        star.append(f'{400 + r*math.cos(a):.1f} {40 + r*math.sin(a):.1f}')
    s.append(f'<path d="M{"L".join(star)}Z" fill="#ffd666"/>')
    return ''.join(s)

ART = {'home': home, 'network': network, 'baas': baas, 'crosschain': crosschain, 'deposit': deposit,
       'construction': construction, 'solution': solution, 'resolution': resolution, 'result': result}

for name, fn in ART.items():
    body = fn()
    plain = f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">{defs()}{body}</svg>\n'
    card = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">{defs()}'
            f'<rect width="{W}" height="{H}" rx="20" fill="#0b2a4a"/><rect width="{W}" height="{H}" rx="20" fill="url(#glow)" opacity=".25"/>{body}</svg>\n')
    open(os.path.join(OUT, f'{name}.svg'), 'w').write(plain)
    open(os.path.join(OUT, f'{name}-card.svg'), 'w').write(card)
print('ok', sorted(os.listdir(OUT)))
